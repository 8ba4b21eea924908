import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table an admin list reads: soft-deleted rows, a status, newest first by (created_at, id). */
export type ListTable = PgTable & {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
  status: AnyPgColumn;
};

/**
 * The rows a list page or an export shows without a search: not soft-deleted, the status if
 * given. (A search reads the narrow search tables: `pagedList`.)
 */
export function listWhere(table: ListTable, { status }: { status?: string }) {
  const conditions: (SQL | undefined)[] = [isNull(table.deletedAt)];
  if (status) conditions.push(eq(table.status, status));
  return and(...conditions);
}

/** Escapes LIKE's wildcards with its default escape character, the backslash. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
