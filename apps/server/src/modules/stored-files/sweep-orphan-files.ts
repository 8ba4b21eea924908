import type { FastifyBaseLogger } from 'fastify';
import { deleteStoredFiles, type DeleteDeps } from './delete-stored-files';
import { keysNamedByRows } from './named-files';
import { deletePendingFiles, listStalePendingFiles } from './pending-files-repository';

/** An upload finishes within the 15-minute request timeout: an hour-old entry is an orphan. */
const ORPHAN_AGE_MS = 60 * 60_000;
/** Keys looked up at once: each is a parameter for every file column of a table. */
const BATCH_SIZE = 500;

/**
 * Deletes the files that no row owns and that have waited an hour (`pending_files` entries: an
 * upload whose row never committed, a delete that failed), then the unfinished writes a crash
 * left in storage. An entry whose file a row names after all only goes: that file is kept. A
 * file that cannot be deleted keeps its entry and is tried again at the next cleanup. Returns
 * how many files were deleted.
 */
export async function sweepOrphanFiles(deps: DeleteDeps, log: FastifyBaseLogger): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - ORPHAN_AGE_MS);
  const stale = await listStalePendingFiles(deps.database.db, cutoff);
  let deleted = 0;
  for (let start = 0; start < stale.length; start += BATCH_SIZE) {
    const batch = stale.slice(start, start + BATCH_SIZE);
    const named = await keysNamedByRows(deps.database.db, batch);
    await deletePendingFiles(deps.database.db, [...named]);
    const orphans = batch.filter((key) => !named.has(key));
    deleted += await deleteStoredFiles(deps, orphans, log);
  }
  return deleted + (await deps.storage.deleteUnfinishedWrites(cutoff));
}
