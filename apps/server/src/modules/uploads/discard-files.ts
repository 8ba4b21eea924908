import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { deletePendingFiles } from './pending-files-repository';

/**
 * Deletes files whose row will never be written (or no longer names them: a purge). A file that
 * cannot be deleted now keeps its `pending_files` entry, so the hourly cleanup deletes it later;
 * nothing is left for good. Returns how many were deleted.
 */
export async function discardFiles(
  { database, storage }: Pick<AppDeps, 'database' | 'storage'>,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<number> {
  const deleted: string[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
      deleted.push(key);
    } catch (error) {
      log.warn({ errorName: (error as Error).name }, 'file not deleted; cleanup retries');
    }
  }
  await deletePendingFiles(database.db, deleted).catch((error: unknown) =>
    log.warn({ errorName: (error as Error).name }, 'pending file entries not deleted'),
  );
  return deleted.length;
}
