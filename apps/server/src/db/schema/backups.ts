import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per backup, scheduled or made with `npm run backup`: the dashboard shows the last
 * one. A scheduled run claims its slot (`scheduled_for`, unique) before it starts, so with
 * several instances exactly one makes each scheduled backup.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).unique(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** `running`, `ok` or `failed`. */
    status: text('status').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The archive's file name (never the key). */
    fileName: text('file_name'),
    /** Why it failed, for the operator; never personal data. */
    error: text('error'),
  },
  (table) => [index('backup_runs_started_idx').on(table.startedAt)],
);
