import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { scheduleJob } from '../../lib/scheduler';
import { purgeDeletedPersonalData } from './purge-deleted';
import { deleteExpiredRows } from './cleanup-repository';
import { deleteExpiredUploads } from '../uploads/expired-uploads';
import { sweepOrphanFiles } from '../stored-files/sweep-orphan-files';
import { deleteOldMessages } from '../notifications/outbox-repository';

const DAY_MS = 24 * 60 * 60_000;

const CLEANUP_EVERY_SECONDS = 60 * 60;

type CleanupDeps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'now'>;

/**
 * One cleanup: ended sessions, stale counters and keys, orphan files, expired uploads, the
 * personal data of rows deleted longer ago than the retention period, and notifications sent
 * or failed before it (logged as counts only). Never throws.
 */
export async function runCleanup(deps: CleanupDeps, log: FastifyBaseLogger): Promise<void> {
  try {
    const rows = await deleteExpiredRows(deps.database.db, deps.now());
    const orphanFiles = await sweepOrphanFiles(deps, log);
    const expiredUploads = await deleteExpiredUploads(deps, log);
    const purged = await purgeDeletedPersonalData(deps, log);
    const notifications = await deleteOldMessages(
      deps.database.db,
      new Date(deps.now().getTime() - deps.config.retentionDays * DAY_MS),
    );
    log.info({ ...rows, orphanFiles, expiredUploads, purged, notifications }, 'cleanup done');
  } catch (error) {
    log.error({ err: error }, 'cleanup failed');
  }
}

/**
 * Runs the cleanup once right away (without holding up start-up), then once an hour; several
 * instances running it at once is harmless. The returned stop waits for a running cleanup, so
 * the database can be closed after it.
 */
export function scheduleCleanup(deps: CleanupDeps, log: FastifyBaseLogger): () => Promise<void> {
  return scheduleJob(
    'cleanup',
    { everySeconds: CLEANUP_EVERY_SECONDS },
    () => runCleanup(deps, log),
    log,
  ).stop;
}
