// `npm run restore -- FILE|s3://bucket/key [--replace]` (README, "Backups"): a backup into the
// database and storage the environment names, of either kind.
import { BackupRefusedError } from '../modules/backup/backup-errors';
import { restoreBackup } from '../modules/backup/restore-backup';
import { parseRestoreArguments, RESTORE_USAGE, type RestoreArguments } from './backup-arguments';
import { cliLogger } from './cli-logger';
import { runWithConfig } from './run-cli';

runWithConfig({
  usage: RESTORE_USAGE,
  parse: parseRestoreArguments,
  isHelp: (args): args is Extract<RestoreArguments, { help: true }> => args.help,
  failure: 'restore failed',
  run: async (args, config) => {
    try {
      const started = Date.now();
      const { manifest, purged } = await restoreBackup({
        archive: args.file,
        key: config.backup.key,
        replace: args.replace,
        config,
        log: cliLogger(),
        now: () => new Date(),
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
      process.stdout.write(
        `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}): ${rows} rows and ` +
          `${manifest.files.length} files, every hash checked, in ${seconds} s.\n` +
          `Retention purge: ${purged.orders} orders and ${purged.registrations} registrations emptied.\n`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof BackupRefusedError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
  },
});
