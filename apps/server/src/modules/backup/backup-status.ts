import { BACKUP_STALE_HOURS, type AdminBackupStatus } from '@toko/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { HOUR_MS } from '../../lib/durations';
import { lastBackups } from './backup-runs-repository';

/** What the dashboard shows of backups: the last one, and whether to warn. */
export async function backupStatus(
  db: Database,
  config: Config,
  now: Date,
): Promise<AdminBackupStatus> {
  const configured = Boolean(config.backup.schedule && config.backup.key);
  const { last, lastOkAt } = await lastBackups(db);
  const recent = lastOkAt && now.getTime() - lastOkAt.getTime() < BACKUP_STALE_HOURS * HOUR_MS;
  return {
    configured,
    last:
      last?.finishedAt && (last.status === 'ok' || last.status === 'failed')
        ? { at: last.finishedAt.toISOString(), status: last.status, sizeBytes: last.sizeBytes }
        : null,
    warning: !configured ? 'not_configured' : recent ? null : 'stale',
  };
}
