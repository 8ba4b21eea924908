import { basename } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { scheduleJob } from '../../lib/scheduler';
import { claimBackupRun, finishBackupRun } from './backup-runs-repository';
import { createBackup } from './create-backup';
import { archiveInTarget, rotateBackups } from './rotate-backups';

type BackupDeps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'now'>;

/**
 * One scheduled backup for the slot `scheduledFor`: the instance that claims the slot writes
 * the archive into BACKUP_DIR or under BACKUP_S3_PREFIX, records the outcome, and rotates to the newest BACKUP_KEEP. Any
 * other instance finds the slot taken and does nothing. A failure is logged at error level
 * with its reason and recorded for the dashboard; it never throws. Returns whether this
 * instance made the backup.
 */
export async function runScheduledBackup(
  deps: BackupDeps,
  log: FastifyBaseLogger,
  scheduledFor: Date,
): Promise<boolean> {
  const { config, database, storage } = deps;
  const { db } = database;
  let runId: string | undefined;
  try {
    runId = await claimBackupRun(db, deps.now(), scheduledFor);
    if (!runId) return false;
    const result = await createBackup({
      database,
      storage,
      dataDir: config.dataDir,
      key: config.backup.key,
      to: archiveInTarget(config.backup.target, scheduledFor),
      s3: config.s3,
      now: deps.now(),
    });
    await finishBackupRun(db, runId, deps.now(), {
      status: 'ok',
      sizeBytes: result.size,
      fileName: basename(result.location),
    });
    const { target, keep } = config.backup;
    const rotated = await rotateBackups(target, keep, config.s3);
    log.info(
      {
        archive: result.location,
        bytes: result.size,
        files: result.manifest.files.length,
        rotated: rotated.length,
      },
      'backup done',
    );
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error({ err: error }, `backup failed: ${reason}`);
    if (runId) {
      await finishBackupRun(db, runId, deps.now(), { status: 'failed', error: reason }).catch(
        () => undefined,
      );
    }
    return Boolean(runId);
  }
}

/**
 * Runs `runScheduledBackup` on BACKUP_SCHEDULE (cron, shop time) when one is configured. The
 * returned stop waits for a backup in progress.
 */
export function scheduleBackups(deps: BackupDeps, log: FastifyBaseLogger): () => Promise<void> {
  const { schedule } = deps.config.backup;
  if (!schedule) return async () => undefined;
  const timer = scheduleJob(
    'backup',
    { cron: schedule },
    (slot) => runScheduledBackup(deps, log, slot),
    log,
  );
  log.info({ schedule, next: timer.nextRun?.toISOString() }, 'backups scheduled');
  return timer.stop;
}
