import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { deleteExpiredRows } from './cleanup-repository';

const CLEANUP_INTERVAL_MS = 60 * 60_000;

/** Runs the cleanup once an hour; several instances running it at once is harmless. */
export function scheduleCleanup(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const run = () =>
    deleteExpiredRows(deps.database.db, deps.now()).then(
      (counts) => log.info(counts, 'expired rows deleted'),
      (error: unknown) => log.error({ err: error }, 'cleanup failed'),
    );
  const timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
