import {
  addDays,
  ADMIN_PAGE_SIZE,
  jakartaDay,
  type ListQuery,
  type ListSort,
  ORDER_LIST_SORTS,
  REGISTRATION_LIST_SORTS,
} from '@toko/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRows } from '../../src/cli/seed-rows';
import type { DatabaseHandle } from '../../src/db/database';
import { orders, registrations } from '../../src/db/schema';
import { dayRange, type ListTable } from '../../src/lib/list-filter';
import { orderByOf } from '../../src/lib/list-order';
import { pagedList, pagedListQueries } from '../../src/lib/paged-list';
import { rememberedCount } from '../../src/lib/search-term-counts';
import { type SearchTermMemory, searchTermMemory } from '../../src/lib/search-term-memory';
import { everyCombination, everyPair } from '../helpers/combinations';
import { openTestDatabase } from '../helpers/test-database';

const NOW = new Date('2026-11-26T09:00:00Z');
/**
 * `npm test` checks every pair of settings (about 40 filters a list); the PostgreSQL pass of CI
 * sets LIST_COMBINATIONS=all for their whole product (600 filters for the orders), at 20 times
 * the time (decision 038).
 */
const combinationsOf = process.env.LIST_COMBINATIONS === 'all' ? everyCombination : everyPair;

/**
 * Sort × direction × search × status × range of both lists (every pair of them, or every
 * combination) against a plain query of the wide table (strpos over its search_text, no narrow
 * table, no counts kept by triggers): the same total, the same first, second and last pages,
 * whichever way the page is found, counted or with the term remembered.
 */
describe('pagedList against a plain query, setting by setting', () => {
  let database: DatabaseHandle;
  let ranges: { from?: string; to?: string }[];
  let memory: SearchTermMemory;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    memory = searchTermMemory(db, {
      minMatches: 1,
      onError: (error) => {
        throw error;
      },
    });
    await seedRows(db, { orders: 1_500, registrations: 1_000, now: NOW, days: 20 });
    // Soft-deleted rows, equal totals and names (ties broken by id), rows moved past midnight.
    await db.execute(sql`update orders set deleted_at = now() where random() < 0.05`);
    await db.execute(sql`update registrations set deleted_at = now() where random() < 0.05`);
    await db.execute(sql`update orders set total = 150000 where random() < 0.2`);
    await db.execute(sql`update orders set buyer_name = 'Budi' where random() < 0.05`);
    await db.execute(sql`update registrations set full_name = '' where random() < 0.1`);
    const [newest] = await db
      .select({ at: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt) })
      .from(orders);
    const last = jakartaDay(newest?.at ?? NOW);
    ranges = [
      {},
      { from: last, to: last },
      { from: addDays(last, -6), to: last },
      { from: addDays(last, -9) },
      { to: addDays(last, -12) },
    ];
  }, 120_000);
  afterAll(() => database.close());

  async function plain(table: ListTable, query: Omit<ListQuery<string>, 'page'>) {
    const where = and(
      isNull(table.deletedAt),
      query.status ? eq(table.status, query.status) : undefined,
      dayRange(table.createdAt, query),
      query.q ? sql`strpos(${table}.search_text, lower(${query.q})) > 0` : undefined,
    );
    const rows = await database.db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(...orderByOf(table, { sort: query.sort ?? 'date', dir: query.dir ?? 'desc' }));
    return rows.map((row) => row.id as string);
  }

  const cases: [string, ListTable, readonly ListSort[], string[], string][] = [
    ['orders', orders, ORDER_LIST_SORTS, ['bu', 'budi', 'gmail', 'santoso', '0812'], 'paid'],
    ['registrations', registrations, REGISTRATION_LIST_SORTS, ['si', 'siti', 'gmail'], 'new'],
  ];

  it.each(cases)(
    '%s',
    async (_name, table, sorts, terms, status) => {
      const { db } = database;
      const filters = combinationsOf({
        sort: sorts,
        dir: ['asc', 'desc'] as const,
        q: [undefined, ...terms],
        status: [undefined, status],
        range: ranges,
      });
      for (const { range, ...settings } of filters) {
        const { q } = settings;
        const filter = { ...settings, ...range };
        const label = JSON.stringify(filter);
        const expected = await plain(table, filter);
        const lastPage = Math.max(1, Math.ceil(expected.length / ADMIN_PAGE_SIZE));
        for (const page of new Set([1, 2, lastPage, lastPage + 1])) {
          const shown = expected.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);
          const options = { table, query: { ...filter, page } };
          // Counted, and with every term remembered (its total read, or counted anew
          // within a range, and its page walked or collected).
          for (const withMemory of [undefined, memory]) {
            if (withMemory) {
              await pagedList(db, { ...options, memory: withMemory });
              await withMemory.settled();
            }
            const answer = await pagedList(db, { ...options, memory: withMemory });
            const how = `${label} page ${page}${withMemory ? ' remembered' : ''}`;
            expect(answer.total, how).toBe(expected.length);
            expect(
              answer.items.map((item) => item.id),
              how,
            ).toEqual(shown);
          }
          if (q && page <= lastPage) {
            // Either way of finding a search's page, forced: a walk long enough to find
            // them all, from the list's start and from the remembered term's bounds.
            const remembered = await rememberedCount(db, { table, ...filter, q });
            for (const strategy of [
              { walk: 1_000_000 },
              { walk: 1_000_000, start: remembered },
              'collect',
            ] as const) {
              const rows = await pagedListQueries(db, options, strategy).page;
              expect(
                rows.map((row) => row.id),
                `${label} page ${page} ${JSON.stringify(strategy)}`,
              ).toEqual(shown);
            }
          }
        }
      }
    },
    600_000,
  );
});
