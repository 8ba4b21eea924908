import type { ListSort, SortDirection } from '@toko/contracts';
import { asc, desc, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders, registrations } from '../db/schema';
import type { ListTable } from './list-filter';

export type ListOrder = { sort: ListSort; dir: SortDirection };

/**
 * What each sort orders by: the date, an order's total, the name the list shows (lowercased, so
 * "budi" sits by "Budi"). The indexes of live rows in these orders are in the schema.
 */
const SORT_KEYS = {
  orders: {
    date: orders.createdAt,
    total: orders.total,
    name: sql`lower(${orders.buyerName})`,
  },
  registrations: {
    date: registrations.createdAt,
    name: sql`lower(coalesce(nullif(${registrations.fullName}, ''), ${registrations.name}))`,
  },
} satisfies Record<string, Partial<Record<ListSort, AnyPgColumn | SQL>>>;

/** The value a table's rows are sorted by. */
export function sortKeyOf(table: ListTable, sort: ListSort): AnyPgColumn | SQL {
  const keys: Partial<Record<ListSort, AnyPgColumn | SQL>> =
    SORT_KEYS[getTableName(table) as keyof typeof SORT_KEYS];
  const key = keys?.[sort];
  if (!key) throw new Error(`${getTableName(table)} has no ${sort} sort`);
  return key;
}

/**
 * ORDER BY the sort's key, then the id in the same direction: every row has one place, so pages
 * never repeat or skip a row among equal keys.
 */
export function orderByOf(table: ListTable, { sort, dir }: ListOrder): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(sortKeyOf(table, sort)), by(table.id)];
}
