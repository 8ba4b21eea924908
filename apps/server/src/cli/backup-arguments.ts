import { UsageError } from './run-cli';

export type BackupArguments = { help: true } | { help: false; out?: string };
export type RestoreArguments =
  { help: true } | { help: false; file: string; replace: boolean; allowUnencrypted: boolean };

export const BACKUP_USAGE = [
  'Usage: npm run backup [-- --out FILE|s3://bucket/key]',
  '',
  '  Writes one archive of the database and every stored file it names, with a manifest of',
  '  hashes, and prints where: FILE or the S3 object, else a new archive in BACKUP_DIR (default',
  '  ./backups) or under BACKUP_S3_PREFIX. S3 is reached through the S3_* settings.',
  '  Encrypted with BACKUP_KEY; without it only --out FILE (a local file you name) is written,',
  '  unencrypted. Losing BACKUP_KEY makes every backup made with it useless.',
].join('\n');

export const RESTORE_USAGE = [
  'Usage: npm run restore -- FILE|s3://bucket/key [--replace] [--allow-unencrypted]',
  '',
  '  Checks every hash of the backup (a local FILE, or an S3 object read through the S3_*',
  '  settings), then restores it into the database and storage this',
  '  configuration names (DATABASE_URL or DATA_DIR, S3_* or DATA_DIR/files), applies newer',
  '  migrations and the retention purge. A target that holds data is refused unless --replace:',
  '  then its old data is kept aside until the restore has succeeded. Stop the server first.',
  '  With BACKUP_KEY set, an unencrypted backup is refused: nothing proves who wrote it. Only',
  '  --allow-unencrypted restores one, with a warning and an entry in the audit log.',
].join('\n');

const isHelpFlag = (arg: string) => arg === '--help' || arg === '-h';
const RESTORE_FLAGS = ['--replace', '--allow-unencrypted'];

/** `argv` without node and the script. Throws UsageError for anything it does not know. */
export function parseBackupArguments(argv: string[]): BackupArguments {
  if (argv.some(isHelpFlag)) return { help: true };
  if (argv.length === 0) return { help: false };
  const [flag, value, ...rest] = argv;
  if (flag !== '--out') throw new UsageError(`unknown option "${flag}"`);
  if (!value || value.startsWith('--')) throw new UsageError('--out takes a FILE');
  if (rest.length > 0) throw new UsageError(`unknown option "${rest[0]}"`);
  return { help: false, out: value };
}

export function parseRestoreArguments(argv: string[]): RestoreArguments {
  if (argv.length === 0 || argv.some(isHelpFlag)) return { help: true };
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = argv.find((arg) => arg.startsWith('--') && !RESTORE_FLAGS.includes(arg));
  if (unknown) throw new UsageError(`unknown option "${unknown}"`);
  if (files.length !== 1 || !files[0]) throw new UsageError('give one backup FILE');
  return {
    help: false,
    file: files[0],
    replace: argv.includes('--replace'),
    allowUnencrypted: argv.includes('--allow-unencrypted'),
  };
}
