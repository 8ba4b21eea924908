import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Fixed-window counters shared by every server instance (docs/product.md, "Rate limits"). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** One row per submission key: a retry returns the stored response instead of acting twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_created_idx').on(table.createdAt),
  ],
);

/** Record of processing (UU PDP): who looked at, changed or exported personal data. */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('admin_audit_entity_idx').on(table.entityType, table.entityId, table.createdAt.desc()),
    // "Log Audit": newest first, keyset paged on (created_at, id), whole or by staff or action.
    index('admin_audit_log_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('admin_audit_log_staff_idx').on(
      table.adminUserId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('admin_audit_log_action_idx').on(
      table.action,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Staff and action together: without it, a pair that rarely or never meets walks all of
    // that staff member's events (bench/audit-log-scale.mjs: 590 ms at a million).
    index('admin_audit_log_staff_action_idx').on(
      table.adminUserId,
      table.action,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The dashboard's recent activity: the latest changes, whatever else the log holds.
    index('admin_audit_activity_idx')
      .on(table.createdAt.desc().nullsFirst())
      .where(
        sql`${table.action} in ('order.status_change', 'registration.status_change', 'registration.edit')`,
      ),
  ],
);

/**
 * A file written to storage whose row is not committed yet. The row that references the file
 * deletes this entry in the same transaction; an entry left behind (a crash between the upload
 * and the commit) names an orphan file that the cleanup deletes.
 */
export const pendingFiles = pgTable(
  'pending_files',
  {
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_files_created_idx').on(table.createdAt)],
);

/**
 * One row per resumable upload (modules/uploads), from its creation until the form that names it
 * is written (the row goes in that transaction) or it expires. `draftId` comes from the
 * server-signed draft token; `storedKey` is set before the finished, checked file is written to
 * storage, and `completedAt` once it is there.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    draftId: text('draft_id').notNull(),
    slot: text('slot').notNull(),
    length: integer('length').notNull(),
    storedKey: text('stored_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('uploads_draft_idx').on(table.draftId),
    index('uploads_expires_idx').on(table.expiresAt),
  ],
);

/**
 * How many live (not soft-deleted) rows each admin list has per status, kept by statement
 * triggers on `orders` and `registrations` (migration 0006): the exact totals of a list's first
 * page and of a status filter, and the dashboard's counts, without counting a million rows.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    status: text('status').notNull(),
    live: bigint('live', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.list, table.status] })],
);

/**
 * The same live rows per status and per day of `created_at` in Asia/Jakarta (the days a list's
 * range names), kept by statement triggers like `list_counts` (migration 0018): the exact total
 * of a range of days sums its days' rows instead of counting its orders.
 */
export const listDayCounts = pgTable(
  'list_day_counts',
  {
    list: text('list').notNull(),
    status: text('status').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    live: bigint('live', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.list, table.status, table.day] })],
);

/**
 * Search terms whose exact matches are kept per status (`searchTermCounts`): a term found in
 * many rows ("gmail", a month's order-code prefix) would otherwise be counted match by match on
 * every search. `used_at` lets the least recently searched term make room (lib/search-term-counts).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    list: text('list').notNull(),
    /** Lowercased, as the search tables' search_text. */
    term: text('term').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.list, table.term] })],
);

/**
 * How many live rows of a list contain a remembered term, per status and per day of
 * `created_at` in Asia/Jakarta (as `list_day_counts`): counted once when the term is remembered,
 * then kept exact by statement triggers on `order_search` and `registration_search` (migrations
 * 0010, 0019), in the writing transaction. A range of days sums its days.
 */
export const searchTermCounts = pgTable(
  'search_term_counts',
  {
    list: text('list').notNull(),
    term: text('term').notNull(),
    status: text('status').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    matches: bigint('matches', { mode: 'number' }).notNull(),
    /** Never older than the day's newest match (a delete leaves it): a walk may start here. */
    newestAt: timestamp('newest_at', { withTimezone: true }),
    /**
     * Never after the day's first match in name order, never before its last (a delete leaves
     * them): a walk in name order may start at one.
     */
    leastName: text('least_name'),
    greatestName: text('greatest_name'),
  },
  (table) => [
    primaryKey({ columns: [table.list, table.term, table.status, table.day] }),
    foreignKey({
      columns: [table.list, table.term],
      foreignColumns: [searchTerms.list, searchTerms.term],
    }).onDelete('cascade'),
  ],
);
