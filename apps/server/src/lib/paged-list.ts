import { ADMIN_PAGE_SIZE, countPages, type ListQuery, type ListResponse } from '@toko/contracts';
import { count, desc, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { listWhere, type ListTable } from './list-filter';

export type PagedListOptions<Table extends ListTable> = {
  table: Table;
  /** The text columns `q` searches, e.g. `[orders.buyerName, orders.email, orders.phone]`. */
  searchColumns: readonly AnyPgColumn[];
  /** A parsed `listQuerySchema(...)`. */
  query: ListQuery<string>;
  pageSize?: number;
};

/**
 * The two queries of one page: the rows, newest first (created_at desc, id desc), and the exact
 * number of matching rows. Not run yet: `pagedList` runs them; the plan test EXPLAINs them.
 *
 * The page picks its ids first and reads the rows of those 25 ids only: the id query can filter
 * and skip inside an index (an index-only scan of the live index with `search_text` for a short
 * search, the status index for a status), where reading whole rows would fetch every row it
 * passes over from the table.
 */
export function pagedListQueries<Table extends ListTable>(
  db: Database,
  { table, searchColumns, query, pageSize = ADMIN_PAGE_SIZE }: PagedListOptions<Table>,
) {
  const where = listWhere(table, { ...query, searchColumns });
  return {
    page: db
      .select()
      .from(table as ListTable)
      .where(
        inArray(
          table.id,
          db
            .select({ id: table.id })
            .from(table as ListTable)
            .where(where)
            .orderBy(desc(table.createdAt), desc(table.id))
            .limit(pageSize)
            .offset((query.page - 1) * pageSize),
        ),
      )
      .orderBy(desc(table.createdAt), desc(table.id)),
    count: db
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
