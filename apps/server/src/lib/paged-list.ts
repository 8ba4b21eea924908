import {
  ADMIN_PAGE_SIZE,
  countPages,
  listOrderOf,
  type ListQuery,
  type ListResponse,
} from '@toko/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gte,
  inArray,
  lte,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../db/database';
import { listCounts, listDayCounts } from '../db/schema';
import { dayRange, hasDayRange, listWhere, type ListTable } from './list-filter';
import { type ListOrder, orderByOf } from './list-order';
import type { RememberedCount } from './search-term-counts';
import type { SearchTermMemory } from './search-term-memory';
import { narrowSortKeyOf, searchMatch, searchTableOf, type SearchTable } from './search-tables';

export type PagedListOptions<Table extends ListTable> = {
  /** `orders` or `registrations`: the tables `list_counts` counts and a narrow table searches. */
  table: Table;
  /** A parsed `listQuerySchema(...)`. */
  query: ListQuery<string>;
  pageSize?: number;
  /** Remembered terms: a search for one reads its exact total instead of counting. */
  memory?: SearchTermMemory;
};

/**
 * How a search's page finds its ids once the exact total is known: `walk` reads the list's
 * order in the narrow table ((created_at, id), (total, id) or (sort_name, id)) and
 * checks each row until the page is full, cheap when matches are dense ("gmail" in a fifth of
 * the rows fills a page within 125 rows) but never past `walk` rows; `collect` gathers every
 * match through the trigram index (and-ed with a range's rows in the index of created_at, when
 * the planner finds that cheaper) and sorts them, cheap when they are few.
 */
export type PageStrategy = { walk: number; start?: MatchBounds } | 'collect';

/** Bounds no match of a remembered term passes (`RememberedCount`). */
export type MatchBounds = Pick<RememberedCount, 'newest' | 'oldest' | 'leastName' | 'greatestName'>;

/** Where a walk in `order` may start: the bound its first match cannot come before. */
function walkStart(narrow: SearchTable, { sort, dir }: ListOrder, bounds: MatchBounds = {}) {
  const asc = dir === 'asc';
  if (sort === 'date') {
    if (asc) return bounds.oldest ? gte(narrow.createdAt, bounds.oldest) : undefined;
    return bounds.newest ? lte(narrow.createdAt, bounds.newest) : undefined;
  }
  if (sort === 'name') {
    if (asc) return bounds.leastName ? gte(narrow.sortName, bounds.leastName) : undefined;
    return bounds.greatestName ? lte(narrow.sortName, bounds.greatestName) : undefined;
  }
  return undefined;
}

/** Walking one row costs about as much as collecting this many matches (bench/admin-lists-scale). */
const WALK_ROWS_PER_MATCH = 2;
/**
 * A walk stops after this many times the rows it should need: matches that cluster away from
 * the newest rows (a code prefix naming an older month) then cost a short walk, not the list.
 */
const WALK_LIMIT_FACTOR = 4;
const MIN_WALK_LIMIT = 200;

type StrategyCounts = {
  /** The matches the page is out of (with the status, within the range). */
  matches: number;
  /** The live rows they are out of. */
  live: number;
  offset: number;
  pageSize: number;
  /** The term's matches in the whole list, which a collection visits (default: `matches`). */
  inList?: number;
  /**
   * The entries the walk's index holds for those rows (default `live`): in an order other than
   * the date, a range is tested inside the index, whose entries hold every day.
   */
  indexRows?: number;
};

/**
 * The cheaper strategy for a page of a search with `matches` among `live` rows: a walk passes
 * about (offset + pageSize) × live / matches rows (and index entries in proportion to
 * `indexRows`), a collection visits every match of the term.
 */
export function pageStrategy(counts: StrategyCounts): PageStrategy {
  const { matches, live, offset, pageSize, inList = matches, indexRows = live } = counts;
  if (matches === 0) return 'collect';
  const walked = ((offset + pageSize) * live) / matches;
  const passed = ((offset + pageSize) * indexRows) / matches;
  if (passed > WALK_ROWS_PER_MATCH * inList) return 'collect';
  return { walk: Math.max(MIN_WALK_LIMIT, Math.ceil(WALK_LIMIT_FACTOR * walked)) };
}

/**
 * The two queries of one page: the rows in the query's order (its sort key, then id, in one
 * direction) and the exact number of matching rows. Not run yet: `pagedList` runs them; the
 * plan test EXPLAINs them.
 *
 * The page picks its ids first and reads the rows of those 25 ids only, by primary key: the id
 * query can filter and skip inside an index, where reading whole rows would fetch every row it
 * passes over. Without a search, the ids come from the live indexes in the list's order and the
 * total from `list_counts` (exact, kept by triggers), or, for a range of days, from the sum of
 * its days in `list_day_counts`. With a search, the ids and the total come from the narrow
 * search table (migrations 0007, 0018), so the matches are never rechecked in the wide table:
 * `countedPage` counts the matches and collects the page's ids in one pass, or, with a total
 * known (a remembered term), `strategy` walks the (status,) index of the list's order from the
 * term's bound in that order, or collects the matches and sorts them there (the narrow table
 * carries every sort's key).
 */
export function pagedListQueries<Table extends ListTable>(
  db: Database,
  { table, query, pageSize = ADMIN_PAGE_SIZE }: PagedListOptions<Table>,
  strategy: PageStrategy = 'collect',
) {
  const offset = (query.page - 1) * pageSize;
  const order = listOrderOf(query);
  const orderBy = orderByOf(table, order);
  const narrow = searchTableOf(table);
  const liveRows = sql<number>`coalesce(sum(${listCounts.live}), 0)`.mapWith(Number);
  const liveOfList = and(
    eq(listCounts.list, getTableName(table)),
    query.status ? eq(listCounts.status, query.status) : undefined,
  );
  const rowsOf = (ids: SQLWrapper) =>
    db
      .select()
      .from(table as ListTable)
      .where(inArray(table.id, ids))
      .orderBy(...orderBy);
  const by = order.dir === 'asc' ? asc : desc;
  const key = narrowSortKeyOf(narrow, order.sort);
  const status = query.status ? eq(narrow.status, query.status) : undefined;
  const days = dayRange(narrow.createdAt, query);
  if (!query.q) {
    return {
      // A range of days is tested inside the narrow table's key indexes (created_at is their
      // last column); without one, the wide table's live indexes are the list.
      page: rowsOf(
        hasDayRange(query)
          ? db
              .select({ id: narrow.id })
              .from(narrow)
              .where(and(status, days))
              .orderBy(by(key), by(narrow.id))
              .limit(pageSize)
              .offset(offset)
          : db
              .select({ id: table.id })
              .from(table as ListTable)
              .where(listWhere(table, query))
              .orderBy(...orderBy)
              .limit(pageSize)
              .offset(offset),
      ),
      count: hasDayRange(query)
        ? db
            .select({ total: sql<number>`coalesce(sum(${listDayCounts.live}), 0)`.mapWith(Number) })
            .from(listDayCounts)
            .where(
              and(
                eq(listDayCounts.list, getTableName(table)),
                query.status ? eq(listDayCounts.status, query.status) : undefined,
                query.from ? gte(listDayCounts.day, query.from) : undefined,
                query.to ? lte(listDayCounts.day, query.to) : undefined,
              ),
            )
        : db.select({ total: liveRows }).from(listCounts).where(liveOfList),
    };
  }

  const term = sql`lower(${query.q})`;
  const narrowWhere = and(status, days, searchMatch(narrow, query.q));
  const walkFrom =
    typeof strategy === 'string' ? undefined : walkStart(narrow, order, strategy.start);
  // The first `walk` rows in the list's order (through the narrow table's (status,) key index),
  // then strpos: the same test as the LIKE, on those rows only.
  const walked =
    typeof strategy === 'string'
      ? undefined
      : db
          .select({ id: narrow.id, key: sql`${key}`.as('key'), searchText: narrow.searchText })
          .from(narrow)
          .where(and(status, days, walkFrom))
          .orderBy(by(key), by(narrow.id))
          .limit(strategy.walk)
          .as('walked');
  const direction = order.dir === 'asc' ? sql`asc` : sql`desc`;
  // A materialized CTE is planned on its own, so through the trigram index.
  const matches = sql`matches as materialized (${db
    .select({ id: narrow.id, key: sql`${key}`.as('key') })
    .from(narrow)
    .where(narrowWhere)})`;
  const narrowIds = walked
    ? db
        .select({ id: walked.id })
        .from(walked)
        .where(sql`strpos(${walked.searchText}, ${term}) > 0`)
        .orderBy(by(walked.key), by(walked.id))
        .limit(pageSize)
        .offset(offset)
    : sql`(with ${matches} select id from matches order by key ${direction}, id ${direction}
      limit ${pageSize} offset ${offset})`;
  return {
    page: rowsOf(narrowIds),
    // The count and the collected page in one pass over the matches.
    countedPage: sql`with ${matches}
      select (select count(*) from matches)::int as total,
      array(select id from matches order by key ${direction}, id ${direction}
        limit ${pageSize} offset ${offset}) as ids`,
    count: db.select({ total: count() }).from(narrow).where(narrowWhere),
  };
}

/**
 * One page of an admin list in the query's order, with the exact number of matching rows.
 * Without a search, the first page and the count run side by side, a later page counts first;
 * a search takes its total from `memory` when the term is remembered (its days summed for a
 * range), or counts it with its page and tells `memory` what it counted.
 */
export async function pagedList<Table extends ListTable>(
  db: Database,
  options: PagedListOptions<Table>,
): Promise<ListResponse<Table['$inferSelect']>> {
  const { table, query, pageSize = ADMIN_PAGE_SIZE } = options;
  const { memory } = options;
  const offset = (query.page - 1) * pageSize;
  let total: number;
  let items: unknown[];
  if (query.q) {
    // A remembered term's total, with a status and within a range of days, is read from its
    // counts per status and day. Any other search has fewer matches than the memory's
    // threshold: it counts them and collects its page in the same pass.
    const search = { table, q: query.q, status: query.status, from: query.from, to: query.to };
    const remembered = await memory?.lookup(search);
    if (remembered) {
      // The total and the live rows it is out of are read (the range's days summed); they
      // choose how the page is found, and a walk starts at the matches' bound in the list's order.
      const { live, inList, liveEveryDay, ...bounds } = remembered;
      total = remembered.total;
      const byDate = listOrderOf(query).sort === 'date';
      const counts = {
        matches: total,
        live,
        inList,
        indexRows: byDate ? live : liveEveryDay,
        offset,
        pageSize,
      };
      const planned = pageStrategy(counts);
      const strategy = typeof planned === 'string' ? planned : { ...planned, start: bounds };
      const onPage = Math.max(0, Math.min(pageSize, total - offset));
      items = onPage > 0 ? await pagedListQueries(db, options, strategy).page : [];
      // A walk cut short found the matches clustered further down the list: collect them.
      if (typeof strategy !== 'string' && items.length < onPage) {
        items = await pagedListQueries(db, options, 'collect').page;
      }
    } else {
      // Counted: the matches are visited once for the total and the page's ids.
      const queries = pagedListQueries(db, options);
      if (!queries.countedPage) throw new Error('a search is counted with its page');
      const result = await db.execute(queries.countedPage);
      const [counted] = (result as unknown as { rows: { total: number; ids: string[] }[] }).rows;
      total = counted?.total ?? 0;
      // Matches within a status or a range are as many in the whole list, or more.
      memory?.counted(search, total);
      const ids = counted?.ids ?? [];
      items =
        ids.length > 0
          ? await db
              .select()
              .from(table as ListTable)
              .where(inArray(table.id, ids))
              .orderBy(...orderByOf(table, listOrderOf(query)))
          : [];
    }
  } else if (query.page === 1) {
    const queries = pagedListQueries(db, options);
    const [rows, counted] = await Promise.all([queries.page, queries.count]);
    total = counted[0]?.total ?? 0;
    items = rows;
  } else {
    // A later page counts first (cheap), so a page past the end skips its offset, which would
    // pass over every live row.
    const queries = pagedListQueries(db, options);
    const [counted] = await queries.count;
    total = counted?.total ?? 0;
    items = offset < total ? await queries.page : [];
  }
  return {
    items: items as Table['$inferSelect'][],
    page: query.page,
    pageSize,
    total,
    pageCount: countPages(total, pageSize),
  };
}

/** The exact number of rows a list shows for `query` (its total on every page). */
export async function listTotal<Table extends ListTable>(
  db: Database,
  table: Table,
  query: Omit<ListQuery<string>, 'page'>,
): Promise<number> {
  const [counted] = await pagedListQueries(db, { table, query: { ...query, page: 1 } }).count;
  return counted?.total ?? 0;
}
