// `npm run seed -- --orders N --registrations N [--days 90]`: generated rows for trying the admin
// screens and measuring them at scale, in the database the server uses.
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { UsageError } from './admin-arguments';
import { embeddedDatabaseInUse } from './embedded-database-in-use';
import { parseSeedArguments, SEED_USAGE, type SeedArguments } from './seed-arguments';
import { seedRows } from './seed-rows';

/** Exit codes: 0 done, 1 refused or failed, 2 bad usage. */
async function main(argv: string[]): Promise<number> {
  let options: SeedArguments;
  try {
    options = parseSeedArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${SEED_USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${SEED_USAGE}\n`);
    return 0;
  }

  const config = loadConfig();
  const inUse = embeddedDatabaseInUse(config);
  if (inUse) {
    process.stderr.write(`${inUse}\n`);
    return 1;
  }
  const database = await openDatabase(config, (error) =>
    process.stderr.write(`database pool error: ${error.message}\n`),
  );
  const started = Date.now();
  try {
    const result = await seedRows(database.db, {
      ...options,
      now: new Date(),
      // PGlite is one process in WASM: smaller statements keep its memory low.
      batchSize: database.kind === 'pglite' ? 5_000 : 50_000,
      onProgress: (table, inserted, target) =>
        process.stderr.write(
          `${table}: ${inserted.toLocaleString('en')} of ${target.toLocaleString('en')}\n`,
        ),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Inserted ${result.orders} orders and ${result.registrations} registrations in ${seconds} s.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`seed failed: ${reason}\n`);
    process.exitCode = 1;
  },
);
