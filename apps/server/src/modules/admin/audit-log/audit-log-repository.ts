import {
  AUDIT_NO_STAFF,
  jakartaDayEnd,
  jakartaDayStart,
  type AdminAuditFilter,
} from '@toko/contracts';
import { and, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { adminAuditEvents, users } from '../../../db/schema';

const table = adminAuditEvents;

/** The instant of an event to the microsecond, in UTC, as a page's cursor writes it. */
const atText = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Cursor = { at: string; id: string };

export function parseAuditCursor(cursor: string): Cursor {
  const separator = cursor.indexOf('_');
  return { at: cursor.slice(0, separator), id: cursor.slice(separator + 1) };
}

export const auditCursorOf = (row: Cursor) => `${row.at}_${row.id}`;

/** The filters of "Log Audit": staff member (or none), action, days in Asia/Jakarta. */
function filterOf({ staff, action, from, to }: AdminAuditFilter) {
  return and(
    staff === AUDIT_NO_STAFF
      ? isNull(table.adminUserId)
      : staff
        ? eq(table.adminUserId, staff)
        : undefined,
    action ? eq(table.action, action) : undefined,
    from ? gte(table.createdAt, jakartaDayStart(from)) : undefined,
    to ? lt(table.createdAt, jakartaDayEnd(to)) : undefined,
  );
}

/** Older than the cursor in (created_at, id) order; the plain `<=` lets the index start there. */
function olderThan({ at, id }: Cursor): SQL {
  const instant = sql`${at}::timestamptz`;
  return sql`${table.createdAt} <= ${instant} and (${table.createdAt}, ${table.id}) < (${instant}, ${id}::uuid)`;
}

/**
 * Up to `limit` events newest first (ties by id), after `before` when given, each with its
 * staff member's e-mail: keyset paging, so a page costs the same however far back it is. The
 * page's ids are chosen first from an index alone (each filter has one holding its columns,
 * the instant and the id: migrations 0024 and 0027), then only those rows are read. Read
 * whole, a staff member and an action that never meet, estimated to meet often, made the
 * planner walk the dashboard's newest-first index through some 90,000 of a million events
 * (bench/audit-log-scale.mjs).
 */
export function auditEventsPage(
  db: Database,
  query: AdminAuditFilter,
  { before, limit }: { before?: Cursor; limit: number },
) {
  const page = db
    .select({ id: table.id })
    .from(table)
    .where(and(filterOf(query), before && olderThan(before)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .as('page');
  return db
    .select({
      id: table.id,
      at: atText,
      action: table.action,
      entityType: table.entityType,
      entityId: table.entityId,
      details: table.details,
      author: users.email,
    })
    .from(table)
    .innerJoin(page, eq(page.id, table.id))
    .leftJoin(users, eq(users.id, table.adminUserId))
    .orderBy(desc(table.createdAt), desc(table.id));
}

export type AuditEventRow = Awaited<ReturnType<typeof auditEventsPage>>[number];
