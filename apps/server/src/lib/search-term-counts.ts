import { jakartaDayStart } from '@toko/contracts';
import {
  and,
  count,
  desc,
  eq,
  getTableName,
  gte,
  lt,
  lte,
  max,
  min,
  notInArray,
  sql,
} from 'drizzle-orm';
import type { Database } from '../db/database';
import { listCounts, listDayCounts, searchTermCounts, searchTerms } from '../db/schema';
import { hasDayRange, jakartaDayOf, type ListFilter, type ListTable } from './list-filter';
import { searchMatch, searchTableOf } from './search-tables';

/** A remembered term's `used_at` is refreshed at most this often: a search rarely writes. */
const TOUCH_AFTER_MS = 60 * 60_000;

/**
 * Remembering waits at most this long for the writers in progress on the search table (a
 * checkout's transaction takes milliseconds), since new writers queue behind its lock request;
 * a busy moment gives up and a later search tries again.
 */
const LOCK_TIMEOUT = '300ms';

export type SearchTermQuery = { table: ListTable; q: string } & ListFilter;

export type RememberedCount = {
  /** The exact matches (with the status and within the days if given). */
  total: number;
  /** The live rows they are out of. */
  live: number;
  /** The live rows with the status, every day (`live` without the range). */
  liveEveryDay: number;
  /** The term's matches in the whole list, every status and day (what the trigram index finds). */
  inList: number;
  /**
   * Bounds no match passes, where a page's walk may start (undefined: no match ever was): the
   * newest match's time, the start of the oldest match's day, the least and greatest name.
   */
  newest?: Date;
  oldest?: Date;
  leastName?: string;
  greatestName?: string;
};

/**
 * The exact matches of `q` (with the status and within the days if given), the live rows they
 * are out of and bounds on the matches, when `q` is a remembered term; undefined otherwise.
 */
export async function rememberedCount(
  db: Database,
  { table, q, ...filter }: SearchTermQuery,
  now: Date = new Date(),
): Promise<RememberedCount | undefined> {
  const list = getTableName(table);
  const { status, from, to } = filter;
  const ofTerm = and(
    eq(searchTermCounts.list, searchTerms.list),
    eq(searchTermCounts.term, searchTerms.term),
    status ? eq(searchTermCounts.status, status) : undefined,
    from ? gte(searchTermCounts.day, from) : undefined,
    to ? lte(searchTermCounts.day, to) : undefined,
  );
  const counted = db
    .select({
      matches: sql`coalesce(sum(${searchTermCounts.matches}), 0)`.as('matches'),
      newest: max(searchTermCounts.newestAt).as('newest'),
      oldestDay:
        sql`min(${searchTermCounts.day}) filter (where ${searchTermCounts.matches} > 0)`.as(
          'oldest_day',
        ),
      leastName:
        sql`min(${searchTermCounts.leastName}) filter (where ${searchTermCounts.matches} > 0)`.as(
          'least_name',
        ),
      greatestName:
        sql`max(${searchTermCounts.greatestName}) filter (where ${searchTermCounts.matches} > 0)`.as(
          'greatest_name',
        ),
    })
    .from(searchTermCounts)
    .where(ofTerm)
    .as('counted');
  const liveEveryDay = db
    .select({ n: sql`coalesce(sum(${listCounts.live}), 0)` })
    .from(listCounts)
    .where(and(eq(listCounts.list, list), status ? eq(listCounts.status, status) : undefined));
  const live = hasDayRange(filter)
    ? db
        .select({ n: sql`coalesce(sum(${listDayCounts.live}), 0)` })
        .from(listDayCounts)
        .where(
          and(
            eq(listDayCounts.list, list),
            status ? eq(listDayCounts.status, status) : undefined,
            from ? gte(listDayCounts.day, from) : undefined,
            to ? lte(listDayCounts.day, to) : undefined,
          ),
        )
    : liveEveryDay;
  const inList = db
    .select({ n: sql`coalesce(sum(${searchTermCounts.matches}), 0)` })
    .from(searchTermCounts)
    .where(
      and(eq(searchTermCounts.list, searchTerms.list), eq(searchTermCounts.term, searchTerms.term)),
    );
  const [found] = await db
    .select({
      term: searchTerms.term,
      usedAt: searchTerms.usedAt,
      total: sql`${counted.matches}`.mapWith(Number),
      inList: sql`(${inList})`.mapWith(Number),
      liveEveryDay: sql`(${liveEveryDay})`.mapWith(Number),
      live: sql`(${live})`.mapWith(Number),
      newest: sql`${counted.newest}`.mapWith(searchTermCounts.newestAt),
      oldestDay: sql<string | null>`${counted.oldestDay}::text`,
      leastName: sql<string | null>`${counted.leastName}`,
      greatestName: sql<string | null>`${counted.greatestName}`,
    })
    .from(searchTerms)
    .innerJoinLateral(counted, sql`true`)
    .where(and(eq(searchTerms.list, list), eq(searchTerms.term, sql`lower(${q})`)));
  if (!found) return undefined;
  if (now.getTime() - found.usedAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(searchTerms)
      .set({ usedAt: now })
      .where(
        and(
          eq(searchTerms.list, list),
          eq(searchTerms.term, found.term),
          lt(searchTerms.usedAt, now),
        ),
      );
  }
  // A millisecond later: JavaScript's dates drop PostgreSQL's microseconds.
  const newest = found.newest ? new Date(found.newest.getTime() + 1) : undefined;
  return {
    total: found.total,
    live: found.live,
    inList: found.inList,
    liveEveryDay: found.liveEveryDay,
    newest,
    oldest: found.oldestDay ? jakartaDayStart(found.oldestDay) : undefined,
    leastName: found.leastName ?? undefined,
    greatestName: found.greatestName ?? undefined,
  };
}

/**
 * Remembers `q` for its list: counts its matches per status once, under a share lock on the
 * search table so that no write is missed or counted twice (a write in progress finishes first,
 * a later one waits and then finds the term in its trigger), and keeps at most `maxTerms` terms,
 * forgetting the least recently searched. False when the term was already remembered.
 */
export async function rememberTerm(
  db: Database,
  { table, q, maxTerms }: { table: ListTable; q: string; maxTerms: number },
  now: Date = new Date(),
): Promise<boolean> {
  const list = getTableName(table);
  const narrow = searchTableOf(table);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = ${sql.raw(`'${LOCK_TIMEOUT}'`)}`);
    await tx.execute(sql`lock table ${narrow} in share mode`);
    const [added] = await tx
      .insert(searchTerms)
      .values({ list, term: sql`lower(${q})`, usedAt: now })
      .onConflictDoNothing()
      .returning({ term: searchTerms.term });
    if (!added) return false;
    await tx.insert(searchTermCounts).select(
      tx
        .select({
          list: sql`${list}`.as('list'),
          term: sql`${added.term}`.as('term'),
          status: narrow.status,
          day: jakartaDayOf(narrow.createdAt).as('day'),
          matches: count().as('matches'),
          newestAt: max(narrow.createdAt).as('newest_at'),
          leastName: min(narrow.sortName).as('least_name'),
          greatestName: max(narrow.sortName).as('greatest_name'),
        })
        .from(narrow)
        .where(searchMatch(narrow, q))
        .groupBy(narrow.status, sql`day`),
    );
    // The share lock also keeps writers out while a term goes: none can be between reading the
    // terms in its trigger and writing their counts.
    await tx
      .delete(searchTerms)
      .where(
        and(
          eq(searchTerms.list, list),
          notInArray(
            searchTerms.term,
            tx
              .select({ term: searchTerms.term })
              .from(searchTerms)
              .where(eq(searchTerms.list, list))
              .orderBy(desc(searchTerms.usedAt), searchTerms.term)
              .limit(maxTerms),
          ),
        ),
      );
    return true;
  });
}
