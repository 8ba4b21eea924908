import { getTableName, like, sql } from 'drizzle-orm';
import { orderSearch, registrationSearch } from '../db/schema';
import { escapeLike, type ListTable } from './list-filter';

/**
 * Each admin list's narrow table of live rows (id, created_at, status, search_text), kept exact
 * by triggers (migration 0007): a search and its exact total read it, not the wide table.
 */
const SEARCH_TABLES = { orders: orderSearch, registrations: registrationSearch } as const;

export type SearchTable = (typeof SEARCH_TABLES)[keyof typeof SEARCH_TABLES];

export function searchTableOf(table: ListTable): SearchTable {
  const name = getTableName(table);
  if (name === 'orders' || name === 'registrations') return SEARCH_TABLES[name];
  throw new Error(`${name} is not an admin list (no list_counts, no search table)`);
}

/**
 * The admin search: `q` anywhere in the row's lowercased search_text, case-insensitively,
 * through the trigram index for 3+ characters. The same test as strpos(search_text, lower(q)).
 */
export function searchMatch(narrow: SearchTable, q: string) {
  return like(narrow.searchText, sql`lower(${`%${escapeLike(q)}%`})`);
}
