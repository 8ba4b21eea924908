import { jakartaDayEnd, jakartaDayStart, SHOP_TIME_ZONE } from '@toko/contracts';
import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table an admin list reads: soft-deleted rows, a status, newest first by (created_at, id). */
export type ListTable = PgTable & {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
  status: AnyPgColumn;
};

/** A list's filters besides the search: the status and the days (Asia/Jakarta) created. */
export type ListFilter = { status?: string; from?: string; to?: string };

/** `createdAt` within whole Jakarta days `from`..`to` (both included; either may be open). */
export function dayRange(createdAt: AnyPgColumn, { from, to }: ListFilter): SQL | undefined {
  return and(
    from ? gte(createdAt, jakartaDayStart(from)) : undefined,
    to ? lt(createdAt, jakartaDayEnd(to)) : undefined,
  );
}

/** The Jakarta day of a timestamp, as the day counts' triggers compute it (migrations 0018, 0019). */
export function jakartaDayOf(createdAt: AnyPgColumn): SQL<string> {
  return sql<string>`(${createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::date`;
}

export const hasDayRange = ({ from, to }: ListFilter) => Boolean(from || to);

/**
 * The rows a list page or an export shows without a search: not soft-deleted, the status and
 * the days if given. (A search reads the narrow search tables: `pagedList`.)
 */
export function listWhere(table: ListTable, filter: ListFilter) {
  const conditions: (SQL | undefined)[] = [isNull(table.deletedAt)];
  if (filter.status) conditions.push(eq(table.status, filter.status));
  conditions.push(dayRange(table.createdAt, filter));
  return and(...conditions);
}

/** Escapes LIKE's wildcards with its default escape character, the backslash. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
