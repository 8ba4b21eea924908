import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_FILE_PATTERN } from './backup-file-name';

/**
 * Keeps the newest `keep` archives in `folder` (their names sort by time) and deletes the
 * rest; other files are left alone. Returns the names deleted.
 */
export async function rotateBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(folder, name), { force: true });
  return old;
}
