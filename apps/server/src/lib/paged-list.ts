import { ADMIN_PAGE_SIZE, countPages, type ListQuery, type ListResponse } from '@toko/contracts';
import { and, count, desc, eq, getTableName, inArray, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { listCounts, orderSearch, registrationSearch } from '../db/schema';
import { escapeLike, listWhere, type ListTable } from './list-filter';

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
 * The narrow tables holding the live rows' (id, created_at, status, search_text), kept exact by
 * triggers (migration 0007): a search and its exact total read them, not the wide table.
 */
const SEARCH_TABLES = { orders: orderSearch, registrations: registrationSearch } as const;
type SearchTable = (typeof SEARCH_TABLES)[keyof typeof SEARCH_TABLES];

function searchTableOf(table: ListTable): SearchTable | undefined {
  const name = getTableName(table);
  return name === 'orders' || name === 'registrations' ? SEARCH_TABLES[name] : undefined;
}

/**
 * The two queries of one page: the rows, newest first (created_at desc, id desc), and the exact
 * number of matching rows. Not run yet: `pagedList` runs them; the plan test EXPLAINs them.
 *
 * The page picks its ids first and reads the rows of those 25 ids only: the id query can filter
 * and skip inside an index (an index-only scan of the live index with `search_text` for a short
 * search, the status index for a status), where reading whole rows would fetch every row it
 * passes over from the table. Without a search, the total of a counted table is read from
 * `list_counts` (exact, kept by triggers) instead of counting every live row; with one, the ids
 * and the total of orders and registrations come from their narrow search table (migration
 * 0007), so the matches are never rechecked in the wide table.
 */
export function pagedListQueries<Table extends ListTable>(
  db: Database,
  { table, searchColumns, query, pageSize = ADMIN_PAGE_SIZE }: PagedListOptions<Table>,
) {
  const offset = (query.page - 1) * pageSize;
  const narrow = query.q ? searchTableOf(table) : undefined;
  if (query.q && narrow) {
    // The same LIKE over the same lowercased search_text (copied from the wide table's
    // generated column), in the narrow table of live rows: its trigram index for 3+
    // characters, its (created_at, id) or (status, created_at, id) index for 1–2; the exact
    // total counts its matches without touching the wide table, which gives only the page's 25
    // rows by primary key.
    const narrowWhere = and(
      query.status ? eq(narrow.status, query.status) : undefined,
      like(narrow.searchText, sql`lower(${`%${escapeLike(query.q)}%`})`),
    );
    const narrowMatches = db
      .select({ id: narrow.id, createdAt: narrow.createdAt })
      .from(narrow)
      .where(narrowWhere);
    const narrowIds =
      query.q.length >= 3
        ? sql`(with matches as materialized (${narrowMatches})
            select id from matches order by created_at desc, id desc
            limit ${pageSize} offset ${offset})`
        : db
            .select({ id: narrow.id })
            .from(narrow)
            .where(narrowWhere)
            .orderBy(desc(narrow.createdAt), desc(narrow.id))
            .limit(pageSize)
            .offset(offset);
    return {
      page: db
        .select()
        .from(table as ListTable)
        .where(inArray(table.id, narrowIds))
        .orderBy(desc(table.createdAt), desc(table.id)),
      count: db.select({ total: count() }).from(narrow).where(narrowWhere),
    };
  }
  const where = listWhere(table, { ...query, searchColumns });
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
