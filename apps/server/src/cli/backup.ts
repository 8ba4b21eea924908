// `npm run backup [-- --out FILE]` (README, "Backups"): one archive of the database the server
// uses and every stored file it names, configured by the same environment variables.
import { basename } from 'node:path';
import { BackupRefusedError } from '../modules/backup/backup-errors';
import { claimBackupRun, finishBackupRun } from '../modules/backup/backup-runs-repository';
import { createBackup } from '../modules/backup/create-backup';
import { archiveInTarget } from '../modules/backup/rotate-backups';
import { isS3Url } from '../s3-url';
import { resolveSecrets } from '../secrets';
import { createStorage } from '../storage/create-storage';
import { BACKUP_USAGE, parseBackupArguments, type BackupArguments } from './backup-arguments';
import { runCli } from './run-cli';

const NO_KEY = [
  'BACKUP_KEY is not set, and a backup holds every KTP, NIK and bank account.',
  'Set BACKUP_KEY (e.g. `openssl rand -base64 32`, kept apart from the backups), or name a',
  'local file with `npm run backup -- --out FILE` to write an unencrypted backup there',
  '(never to S3). Nothing was written.',
].join('\n');

runCli({
  usage: BACKUP_USAGE,
  parse: parseBackupArguments,
  isHelp: (args): args is Extract<BackupArguments, { help: true }> => args.help,
  failure: 'backup failed',
  run: async (args, database, config) => {
    const key = config.backup.key;
    if (!key && (!args.out || isS3Url(args.out))) {
      process.stderr.write(`${NO_KEY}\n`);
      return 1;
    }
    const now = new Date();
    const to = args.out ?? archiveInTarget(config.backup.target, now);
    const storage = await createStorage(config, resolveSecrets(config.dataDir, config), () => now);
    const runId = await claimBackupRun(database.db, now);
    try {
      const started = Date.now();
      const result = await createBackup({
        database,
        storage,
        dataDir: config.dataDir,
        key,
        to,
        s3: config.s3,
        now,
      });
      if (runId) {
        await finishBackupRun(database.db, runId, new Date(), {
          status: 'ok',
          sizeBytes: result.size,
          fileName: basename(result.location),
        });
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const { manifest } = result;
      process.stderr.write(
        `${key ? 'Encrypted' : 'UNENCRYPTED (no BACKUP_KEY): keep it as safe as the data itself'}; ` +
          `${Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0)} rows, ` +
          `${manifest.files.length} files, ${result.size} bytes in ${seconds} s.\n`,
      );
      if (manifest.missingFiles.length > 0) {
        process.stderr.write(
          `Warning: ${manifest.missingFiles.length} file(s) the database names were not in storage: ${manifest.missingFiles.join(', ')}\n`,
        );
      }
      process.stdout.write(`${result.location}\n`);
      return 0;
    } catch (error) {
      if (runId) {
        const reason = error instanceof Error ? error.message : String(error);
        await finishBackupRun(database.db, runId, new Date(), { status: 'failed', error: reason });
      }
      if (!(error instanceof BackupRefusedError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
  },
});
