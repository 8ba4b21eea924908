// `npm run admin -- list | add EMAIL | disable EMAIL | reset-password EMAIL | reset-2fa EMAIL`
// (docs/deploy.md, "Admins"): manages admins in the database the server uses, configured by the
// same environment variables.
import { ADMIN_USAGE, parseAdminArguments, type AdminCommand } from './admin-arguments';
import { AdminCommandError, runAdminCommand } from './admin-commands';
import { runCli } from './run-cli';

runCli({
  usage: ADMIN_USAGE,
  parse: parseAdminArguments,
  isHelp: (command): command is Extract<AdminCommand, { name: 'help' }> => command.name === 'help',
  failure: 'admin command failed',
  run: async (command, database, config) => {
    try {
      const context = { db: database.db, now: new Date(), configuredEmail: config.admin?.email };
      process.stdout.write(await runAdminCommand(context, command));
      return 0;
    } catch (error) {
      if (!(error instanceof AdminCommandError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
  },
});
