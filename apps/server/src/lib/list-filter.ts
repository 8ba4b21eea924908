import { and, eq, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table an admin list reads: soft-deleted rows, a status, newest first by (created_at, id). */
export type ListTable = PgTable & {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
  status: AnyPgColumn;
  /**
   * The searched columns lowercased in one generated column (`orders.search_text`): when the
   * table has it, a search is one LIKE over it, served by its trigram index (3+ characters) or
   * by the live index that carries it (1–2 characters), instead of an ILIKE per column.
   */
  searchText?: AnyPgColumn;
};

export type ListFilter = {
  /** Case-insensitive partial match over `searchColumns`; `%`, `_` and `\` match literally. */
  q?: string;
  status?: string;
  /** Searched with ILIKE when the table has no `searchText` (which then must hold them all). */
  searchColumns?: readonly AnyPgColumn[];
};

/** The rows a list or an export shows: not soft-deleted, the status if given, the search if given. */
export function listWhere(table: ListTable, { q, status, searchColumns = [] }: ListFilter) {
  const conditions: (SQL | undefined)[] = [isNull(table.deletedAt)];
  if (status) conditions.push(eq(table.status, status));
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(
      table.searchText
        ? like(table.searchText, sql`lower(${pattern})`)
        : or(...searchColumns.map((column) => ilike(column, pattern))),
    );
  }
  return and(...conditions);
}

/** Escapes LIKE's wildcards with its default escape character, the backslash. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
