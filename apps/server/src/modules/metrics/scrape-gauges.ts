import { and, count, eq, gt, inArray, isNotNull, max, min, sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps';
import { backupRuns, notificationOutbox, sessions } from '../../db/schema';
import { uploadDiskFreeBytes } from '../uploads/upload-disk-space';

type ScrapeDeps = Pick<AppDeps, 'config' | 'database' | 'now'>;

const seconds = (date: Date) => date.getTime() / 1000;

/** Pending and failed messages, and the oldest pending one: the partial indexes answer it. */
async function outboxCounts({ database }: ScrapeDeps) {
  const rows = await database.db
    .select({ status: notificationOutbox.status, messages: count() })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.status, ['pending', 'failed']))
    .groupBy(notificationOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.messages ?? 0;
  return { pending: of('pending'), failed: of('failed') };
}

async function oldestPendingAt({ database }: ScrapeDeps) {
  const [row] = await database.db
    .select({ at: min(notificationOutbox.createdAt) })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.status, 'pending'));
  return row?.at ?? undefined;
}

async function lastBackupAt({ database }: ScrapeDeps, status: 'ok' | 'failed') {
  const [row] = await database.db
    .select({ at: max(backupRuns.finishedAt) })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, status), isNotNull(backupRuns.finishedAt)));
  return row?.at ?? undefined;
}

/**
 * The gauges read when `/metrics` is scraped, each by one cheap query or call: the outbox,
 * backups, sessions, the database pool and the upload disk's free space.
 */
export function registerScrapeGauges(registry: Registry, deps: ScrapeDeps): void {
  const registers = [registry];
  // prom-client collects the gauges at once, not in turn: each asks its own question.
  new Gauge({
    name: 'toko_outbox_messages',
    help: 'Notification outbox messages waiting (pending) or given up (failed).',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const counts = await outboxCounts(deps);
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: 'toko_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending outbox message; 0 when none waits.',
    registers,
    async collect() {
      const oldest = await oldestPendingAt(deps);
      this.set(oldest ? Math.max(0, seconds(deps.now()) - seconds(oldest)) : 0);
    },
  });

  for (const [status, name] of [
    ['ok', 'toko_backup_last_success_timestamp_seconds'],
    ['failed', 'toko_backup_last_failure_timestamp_seconds'],
  ] as const) {
    new Gauge({
      name,
      help: `Unix time the last backup ${status === 'ok' ? 'succeeded' : 'failed'}; 0 when none has.`,
      registers,
      async collect() {
        const at = await lastBackupAt(deps, status);
        this.set(at ? seconds(at) : 0);
      },
    });
  }

  new Gauge({
    name: 'toko_sessions_active',
    help: 'Signed-in sessions not yet expired.',
    registers,
    async collect() {
      const [row] = await deps.database.db
        .select({ active: count() })
        .from(sessions)
        .where(gt(sessions.expiresAt, sql`${deps.now().toISOString()}::timestamptz`));
      this.set(row?.active ?? 0);
    },
  });

  const { poolUse } = deps.database;
  // PGlite runs in the process over one connection: there is no pool to report.
  if (poolUse) {
    new Gauge({
      name: 'toko_db_pool_connections',
      help: 'PostgreSQL pool connections: open (total) and of them idle.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
      },
    });
    new Gauge({
      name: 'toko_db_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL pool connection.',
      registers,
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }

  // With S3 there is no disk of ours to fill.
  if (!deps.config.s3) {
    new Gauge({
      name: 'toko_upload_disk_free_bytes',
      help: 'Free space on the disk that receives uploads (DATA_DIR).',
      registers,
      async collect() {
        this.set((await uploadDiskFreeBytes(deps.config)) ?? 0);
      },
    });
  }
}
