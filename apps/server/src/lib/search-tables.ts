import type { ListSort } from '@toko/contracts';
import { getTableName, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderSearch, registrationSearch } from '../db/schema';
import { escapeLike, type ListTable } from './list-filter';

/**
 * Each admin list's narrow table of live rows (id, created_at, status, search_text and the other
 * sort keys), kept exact by triggers (migrations 0007, 0018): a search, its exact total and its
 * page in any sort read it, not the wide table.
 */
const SEARCH_TABLES = { orders: orderSearch, registrations: registrationSearch } as const;

export type SearchTable = (typeof SEARCH_TABLES)[keyof typeof SEARCH_TABLES];

export function searchTableOf(table: ListTable): SearchTable {
  const name = getTableName(table);
  if (name === 'orders' || name === 'registrations') return SEARCH_TABLES[name];
  throw new Error(`${name} is not an admin list (no list_counts, no search table)`);
}

/** The narrow table's copy of a sort's key (`sortKeyOf` in the wide table). */
export function narrowSortKeyOf(narrow: SearchTable, sort: ListSort): AnyPgColumn {
  if (sort === 'date') return narrow.createdAt;
  if (sort === 'name') return narrow.sortName;
  if ('total' in narrow) return narrow.total;
  throw new Error(`${getTableName(narrow)} has no ${sort} sort`);
}

/**
 * The admin search: `q` anywhere in the row's lowercased search_text, case-insensitively,
 * through the trigram index for 3+ characters. The same test as strpos(search_text, lower(q)).
 */
export function searchMatch(narrow: SearchTable, q: string) {
  return like(narrow.searchText, sql`lower(${`%${escapeLike(q)}%`})`);
}
