// `npm run seed -- --orders N --registrations N [--days 90]`: generated rows for trying the admin
// screens and measuring them at scale, in the database the server uses.
import { runCli } from './run-cli';
import { parseSeedArguments, SEED_USAGE, type SeedArguments } from './seed-arguments';
import { seedRows } from './seed-rows';

runCli({
  usage: SEED_USAGE,
  parse: parseSeedArguments,
  isHelp: (options): options is Extract<SeedArguments, { help: true }> => options.help,
  failure: 'seed failed',
  run: async (options, database) => {
    const started = Date.now();
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
  },
});
