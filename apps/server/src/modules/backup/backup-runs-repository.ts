import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { backupRuns } from '../../db/schema';

/**
 * Claims a scheduled slot; undefined when another instance claimed it first (the unique
 * `scheduled_for`). A manual backup (no slot) always gets a row.
 */
export async function claimBackupRun(
  db: Database,
  startedAt: Date,
  scheduledFor?: Date,
): Promise<string | undefined> {
  const rows = await db
    .insert(backupRuns)
    .values({ startedAt, scheduledFor, status: 'running' })
    .onConflictDoNothing({ target: backupRuns.scheduledFor })
    .returning({ id: backupRuns.id });
  return rows[0]?.id;
}

export type BackupOutcome =
  { status: 'ok'; sizeBytes: number; fileName: string } | { status: 'failed'; error: string };

export async function finishBackupRun(
  db: Database,
  id: string,
  finishedAt: Date,
  outcome: BackupOutcome,
) {
  await db
    .update(backupRuns)
    .set({ finishedAt, ...outcome })
    .where(eq(backupRuns.id, id));
}

export type FinishedBackup = typeof backupRuns.$inferSelect;

/** The last finished backup and the last one that succeeded (the same row when it did). */
export async function lastBackups(db: Database) {
  const [last] = await db
    .select()
    .from(backupRuns)
    .where(isNotNull(backupRuns.finishedAt))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  const [lastOk] = await db
    .select({ finishedAt: backupRuns.finishedAt })
    .from(backupRuns)
    .where(eq(backupRuns.status, 'ok'))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return { last, lastOkAt: lastOk?.finishedAt ?? undefined };
}
