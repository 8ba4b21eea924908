import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { deletePendingFiles, listStalePendingFiles } from '../uploads/pending-files-repository';

/** An upload finishes within the 15-minute request timeout: an hour-old entry is an orphan. */
const ORPHAN_AGE_MS = 60 * 60_000;

/**
 * Deletes the files of uploads whose database row never committed (`pending_files` entries older
 * than an hour), then those entries, and the unfinished writes a crash left in storage. A file
 * that cannot be deleted keeps its entry and is tried again at the next cleanup. Returns how many
 * files were deleted.
 */
export async function deleteOrphanFiles(
  { database, storage, now }: Pick<AppDeps, 'database' | 'storage' | 'now'>,
  log: FastifyBaseLogger,
): Promise<number> {
  const cutoff = new Date(now().getTime() - ORPHAN_AGE_MS);
  const stale = await listStalePendingFiles(database.db, cutoff);
  const deleted: string[] = [];
  for (const key of stale) {
    try {
      await storage.delete(key);
      deleted.push(key);
    } catch (error) {
      log.warn({ err: error, key }, 'orphan file not deleted; trying again at the next cleanup');
    }
  }
  await deletePendingFiles(database.db, deleted);
  return deleted.length + (await storage.deleteUnfinishedWrites(cutoff));
}
