import { and, count, desc, eq, getTableName, lt, max, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { listCounts, searchTermCounts, searchTerms } from '../db/schema';
import type { ListTable } from './list-filter';
import { searchMatch, searchTableOf } from './search-tables';

/** A remembered term's `used_at` is refreshed at most this often: a search rarely writes. */
const TOUCH_AFTER_MS = 60 * 60_000;

/**
 * Remembering waits at most this long for the writers in progress on the search table (a
 * checkout's transaction takes milliseconds), since new writers queue behind its lock request;
 * a busy moment gives up and a later search tries again.
 */
const LOCK_TIMEOUT = '300ms';

export type SearchTermQuery = { table: ListTable; q: string; status?: string };

export type RememberedCount = {
  /** The exact matches. */
  total: number;
  /** The live rows they are out of. */
  live: number;
  /** No match is newer (undefined: no match ever was). */
  newest?: Date;
};

/**
 * The exact matches of `q` (with the status if given), the live rows they are out of and a bound
 * on the newest match, when `q` is a remembered term; undefined otherwise.
 */
export async function rememberedCount(
  db: Database,
  { table, q, status }: SearchTermQuery,
  now: Date = new Date(),
): Promise<RememberedCount | undefined> {
  const list = getTableName(table);
  const ofTerm = and(
    eq(searchTermCounts.list, searchTerms.list),
    eq(searchTermCounts.term, searchTerms.term),
    status ? eq(searchTermCounts.status, status) : undefined,
  );
  const matches = db
    .select({ n: sql`coalesce(sum(${searchTermCounts.matches}), 0)` })
    .from(searchTermCounts)
    .where(ofTerm);
  const newest = db
    .select({ at: max(searchTermCounts.newestAt) })
    .from(searchTermCounts)
    .where(ofTerm);
  const live = db
    .select({ n: sql`coalesce(sum(${listCounts.live}), 0)` })
    .from(listCounts)
    .where(and(eq(listCounts.list, list), status ? eq(listCounts.status, status) : undefined));
  const [found] = await db
    .select({
      term: searchTerms.term,
      usedAt: searchTerms.usedAt,
      total: sql`(${matches})`.mapWith(Number),
      live: sql`(${live})`.mapWith(Number),
      newest: sql`(${newest})`.mapWith(searchTermCounts.newestAt),
    })
    .from(searchTerms)
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
  const bound = found.newest ? new Date(found.newest.getTime() + 1) : undefined;
  return { total: found.total, live: found.live, newest: bound };
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
          matches: count().as('matches'),
          newestAt: max(narrow.createdAt).as('newest_at'),
        })
        .from(narrow)
        .where(searchMatch(narrow, q))
        .groupBy(narrow.status),
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
