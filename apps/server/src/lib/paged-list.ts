import { ADMIN_PAGE_SIZE, countPages, type ListQuery, type ListResponse } from '@toko/contracts';
import { and, count, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { listCounts } from '../db/schema';
import { listWhere, type ListTable } from './list-filter';

export type PagedListOptions<Table extends ListTable> = {
  table: Table;
  /** The text columns `q` searches, e.g. `[orders.buyerName, orders.email, orders.phone]`. */
  searchColumns: readonly AnyPgColumn[];
  /** A parsed `listQuerySchema(...)`. */
  query: ListQuery<string>;
  pageSize?: number;
};

/** Tables whose live rows per status `list_counts` keeps (triggers of migration 0006). */
const COUNTED_TABLES = new Set(['orders', 'registrations']);

/**
 * The two queries of one page: the rows, newest first (created_at desc, id desc), and the exact
 * number of matching rows. Not run yet: `pagedList` runs them; the plan test EXPLAINs them.
 *
 * The page picks its ids first and reads the rows of those 25 ids only: the id query can filter
 * and skip inside an index (an index-only scan of the live index with `search_text` for a short
 * search, the status index for a status), where reading whole rows would fetch every row it
 * passes over from the table. Without a search, the total of a counted table is read from
 * `list_counts` (exact, kept by triggers) instead of counting every live row.
 */
export function pagedListQueries<Table extends ListTable>(
  db: Database,
  { table, searchColumns, query, pageSize = ADMIN_PAGE_SIZE }: PagedListOptions<Table>,
) {
  const where = listWhere(table, { ...query, searchColumns });
  const offset = (query.page - 1) * pageSize;
  const inOrder = db
    .select({ id: table.id })
    .from(table as ListTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(pageSize)
    .offset(offset);
  // A search of 3+ characters collects its matches first (a materialized CTE is planned on
  // its own, so through the trigram index), then sorts them. Walking the live index in order
  // until 25 match looks cheap to the planner for a term it guesses common, and reads the
  // whole index for one that is rare.
  const matches = db
    .select({ id: table.id, createdAt: table.createdAt })
    .from(table as ListTable)
    .where(where);
  const ids =
    query.q && query.q.length >= 3
      ? sql`(with matches as materialized (${matches})
          select id from matches order by created_at desc, id desc
          limit ${pageSize} offset ${offset})`
      : inOrder;
  return {
    page: db
      .select()
      .from(table as ListTable)
      .where(inArray(table.id, ids))
      .orderBy(desc(table.createdAt), desc(table.id)),
    count:
      !query.q && COUNTED_TABLES.has(getTableName(table))
        ? db
            .select({ total: sql<number>`coalesce(sum(${listCounts.live}), 0)`.mapWith(Number) })
            .from(listCounts)
            .where(
              and(
                eq(listCounts.list, getTableName(table)),
                query.status ? eq(listCounts.status, query.status) : undefined,
              ),
            )
        : db
            .select({ total: count() })
            .from(table as ListTable)
            .where(where),
  };
}

/**
 * One page of an admin list, newest first (created_at desc, id desc), with the exact number of
 * matching rows: the page query and a count over the same filter, run side by side.
 */
export async function pagedList<Table extends ListTable>(
  db: Database,
  options: PagedListOptions<Table>,
): Promise<ListResponse<Table['$inferSelect']>> {
  const { query, pageSize = ADMIN_PAGE_SIZE } = options;
  const queries = pagedListQueries(db, options);
  const [items, counted] = await Promise.all([queries.page, queries.count]);
  const total = counted[0]?.total ?? 0;
  return {
    items: items as Table['$inferSelect'][],
    page: query.page,
    pageSize,
    total,
    pageCount: countPages(total, pageSize),
  };
}
