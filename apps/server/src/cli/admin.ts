// `npm run admin -- list | add EMAIL | disable EMAIL | reset-password EMAIL` (DESIGN §4): manages
// admins in the database the server uses, configured by the same environment variables.
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { ADMIN_USAGE, parseAdminArguments, UsageError, type AdminCommand } from './admin-arguments';
import { AdminCommandError, runAdminCommand } from './admin-commands';
import { embeddedDatabaseInUse } from './embedded-database-in-use';

/** Exit codes: 0 done, 1 refused or failed, 2 bad usage. */
async function main(argv: string[]): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${ADMIN_USAGE}\n`);
    return 2;
  }
  if (command.name === 'help') {
    process.stdout.write(`${ADMIN_USAGE}\n`);
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
  try {
    const context = { db: database.db, now: new Date(), configuredEmail: config.admin?.email };
    process.stdout.write(await runAdminCommand(context, command));
    return 0;
  } catch (error) {
    if (!(error instanceof AdminCommandError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bad environment (ConfigError names every variable) or an unreachable database.
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`admin command failed: ${reason}\n`);
    process.exitCode = 1;
  },
);
