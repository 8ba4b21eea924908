// `npm run restore -- FILE|s3://bucket/key [--replace]` (README, "Backups"): a backup into the
// database and storage the environment names, of either kind.
import { BackupRefusedError } from '../modules/backup/backup-errors';
import { restoreBackup } from '../modules/backup/restore-backup';
import { parseRestoreArguments, RESTORE_USAGE, type RestoreArguments } from './backup-arguments';
import { cliLogger } from './cli-logger';
import { runWithConfig } from './run-cli';

const UNENCRYPTED_WARNING = [
  '',
  '!!! WARNING: --allow-unencrypted !!!',
  'An unencrypted backup proves nothing about who wrote it: anyone who could write where backups',
  'are kept could have changed its rows, its files and secrets.json, and recomputed its hashes.',
  'Restore it only if you made it yourself. The restore is recorded in the audit log.',
  '',
  '',
].join('\n');

runWithConfig({
  usage: RESTORE_USAGE,
  parse: parseRestoreArguments,
  isHelp: (args): args is Extract<RestoreArguments, { help: true }> => args.help,
  failure: 'restore failed',
  run: async (args, config) => {
    if (args.allowUnencrypted && config.backup.key) process.stderr.write(UNENCRYPTED_WARNING);
    try {
      const started = Date.now();
      const { manifest, purged, encrypted } = await restoreBackup({
        archive: args.file,
        key: config.backup.key,
        replace: args.replace,
        allowUnencrypted: args.allowUnencrypted,
        config,
        log: cliLogger(),
        now: () => new Date(),
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
      const checked = encrypted
        ? 'every hash checked'
        : 'every hash checked against its own manifest only (unencrypted: nothing proves who wrote it)';
      process.stdout.write(
        `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}): ${rows} rows and ` +
          `${manifest.files.length} files, ${checked}, in ${seconds} s.\n` +
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
