import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { deletePendingFiles, recordReleasedFiles } from './pending-files-repository';

export type DeleteDeps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

/**
 * The one way a stored file is deleted: files no row names (a refused or abandoned upload, a
 * replaced document, a purged record). Each deleted file's `pending_files` entry goes; a file
 * that cannot be deleted now keeps its entry, or gets one, so the orphan sweep deletes it later:
 * nothing is left for good. Returns how many were deleted.
 */
export async function deleteStoredFiles(
  { database, storage, now }: DeleteDeps,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<number> {
  const deleted: string[] = [];
  const failed: string[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
      deleted.push(key);
    } catch (error) {
      failed.push(key);
      // Which file is not said: the purge's keys belong to records whose personal data goes.
      const { name, code } = error as NodeJS.ErrnoException;
      log.warn({ errorName: name, code }, 'stored file not deleted; the orphan sweep tries again');
    }
  }
  try {
    await deletePendingFiles(database.db, deleted);
    await recordReleasedFiles(database.db, failed, now());
  } catch (error) {
    log.warn({ errorName: (error as Error).name }, 'pending file entries not updated');
  }
  return deleted.length;
}
