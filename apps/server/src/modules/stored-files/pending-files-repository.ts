import { inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pendingFiles } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';

/** Recorded before a file is written, so a crash before its row commits leaves a trace. */
export async function insertPendingFile(db: Database, key: string, now: Date): Promise<void> {
  await db.insert(pendingFiles).values({ key, createdAt: now });
}

/**
 * Files no row names any more, recorded in the transaction that lets go of them (or after a
 * delete that failed): deleted once it commits, or else by the orphan sweep. A key recorded
 * already keeps its entry and its age.
 */
export async function recordReleasedFiles(
  db: Database | Transaction,
  keys: readonly string[],
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(pendingFiles)
    .values(keys.map((key) => ({ key, createdAt: now })))
    .onConflictDoNothing({ target: pendingFiles.key });
}

/** Keys of files no row owns, recorded before `olderThan`. */
export async function listStalePendingFiles(db: Database, olderThan: Date): Promise<string[]> {
  const rows = await db
    .select({ key: pendingFiles.key })
    .from(pendingFiles)
    .where(lt(pendingFiles.createdAt, olderThan));
  return rows.map((row) => row.key);
}

/** Forgets pending entries: inside the transaction that writes their row, or after a delete. */
export async function deletePendingFiles(
  db: Database | Transaction,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(pendingFiles).where(inArray(pendingFiles.key, [...keys]));
}
