import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  type RememberedCount,
  rememberedCount,
  rememberTerm,
  type SearchTermQuery,
} from './search-term-counts';

/**
 * A search with at least this many matches has its term remembered: counting it match by match
 * would take about 5 ms or more at a million rows (bench/README.md).
 */
export const REMEMBER_MIN_MATCHES = 10_000;

/**
 * Remembered terms per list. Every write to a list checks its row against each of them, a few
 * microseconds per term.
 */
export const MAX_REMEMBERED_TERMS = 200;

export type SearchTermMemory = {
  /** The exact totals of a remembered term, after its remembering if one is under way. */
  lookup(query: SearchTermQuery): Promise<RememberedCount | undefined>;
  /**
   * Told each counted search: remembers its term in the background when it has many matches and
   * no other term is being remembered.
   */
  counted(query: SearchTermQuery, total: number): void;
  /** Resolves once no remembering is under way (before the database closes, and in tests). */
  settled(): Promise<void>;
};

type MemoryOptions = {
  minMatches?: number;
  maxTerms?: number;
  /** A remembering that failed (a lock that timed out): the search was already answered. */
  onError: (error: unknown) => void;
};

/**
 * Remembers the terms of searches that find many rows, so that their next search, the next page
 * or another status reads its exact total instead of counting (lib/search-term-counts), one term
 * at a time.
 */
export function searchTermMemory(
  db: Database,
  { minMatches = REMEMBER_MIN_MATCHES, maxTerms = MAX_REMEMBERED_TERMS, onError }: MemoryOptions,
): SearchTermMemory {
  const underWay = new Map<string, Promise<void>>();
  const keyOf = ({ table, q }: SearchTermQuery) => `${getTableName(table)}\u0000${q.toLowerCase()}`;
  return {
    async lookup(query) {
      await underWay.get(keyOf(query));
      return rememberedCount(db, query);
    },
    counted(query, total) {
      // One at a time: each holds writers back while it counts, so a burst of new terms (typing)
      // must not chain those waits. A term left out is remembered at its next dense search.
      if (total < minMatches || underWay.size > 0) return;
      const key = keyOf(query);
      const remembering = rememberTerm(db, { table: query.table, q: query.q, maxTerms })
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        )
        .finally(() => underWay.delete(key));
      underWay.set(key, remembering);
    },
    async settled() {
      while (underWay.size > 0) await Promise.all(underWay.values());
    },
  };
}
