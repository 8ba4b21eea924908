import {
  and,
  asc,
  count,
  desc,
  getTableName,
  ilike,
  isNull,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { orders, registrations } from '../../src/db/schema';
import { seedRows } from '../../src/cli/seed-rows';
import { escapeLike } from '../../src/lib/list-filter';
import { liveRowCount } from '../../src/lib/live-row-count';
import {
  pagedList,
  pagedListQueries,
  pageStrategy,
  type PageStrategy,
} from '../../src/lib/paged-list';
import { openTestDatabase } from '../helpers/test-database';

/**
 * Guards the plans of the admin lists (bench/admin-lists-scale.mjs measures them on a million
 * rows): a search and its exact total must read the narrow table of live rows (`order_search`,
 * `registration_search`, migration 0007), never the wide one but for the page's rows by primary
 * key: the total of 3+ characters through its trigram index; a page that collects its matches
 * through the same index, a page that walks (dense matches, any length) through the (created_at,
 * id) or (status, created_at, id) index; the first page and the status filter through the indexes
 * of live rows in their order (no sort of every row). With 10,000 generated rows (vacuumed, so the
 * trigram indexes hold no pending list; fewer rows make a full scan the cheaper plan) and
 * `enable_seqscan = off` (set for one transaction) the planner's choice among indexes is
 * deterministic on PGlite and on PostgreSQL.
 */
/** What the lists search (docs/product.md, "Admin lists"). */
const ORDER_SEARCH_COLUMNS = [
  orders.buyerName,
  orders.email,
  orders.phone,
  orders.referralCode,
  orders.orderNumber,
];
const REGISTRATION_SEARCH_COLUMNS = [
  registrations.name,
  registrations.fullName,
  registrations.email,
  registrations.phone,
  registrations.code,
];

/** A walk long enough for any page of these 10,000 rows. */
const WALK: PageStrategy = { walk: 20_000 };

/**
 * The rows are created over the 90 days before this fixed moment, not before today: the oldest
 * month then always holds the same half month of rows (from 28 August it held 3 days, too few
 * for a walk), and October 2026, which the plans search, stays inside the range.
 */
const SEEDED_UNTIL = new Date('2026-11-15T05:00:00Z');

describe('admin list query plans', () => {
  let database: DatabaseHandle;
  let sample: {
    order: typeof orders.$inferSelect;
    registration: typeof registrations.$inferSelect;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedRows(database.db, {
      orders: 10_000,
      registrations: 10_000,
      now: SEEDED_UNTIL,
      batchSize: 5000,
    });
    // The narrow tables' statistics too: with several indexes leading with the status, the
    // planner picks the one in the list's order by the numbers.
    await database.db.execute(sql`vacuum analyze order_search`);
    await database.db.execute(sql`vacuum analyze registration_search`);
    const [order] = await database.db.select().from(orders).limit(1);
    const [registration] = await database.db.select().from(registrations).limit(1);
    if (!order || !registration) throw new Error('nothing seeded');
    sample = { order, registration };
  }, 120_000);
  afterAll(() => database.close());

  async function plan(query: SQLWrapper): Promise<string> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${query}`);
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  function orderQueries(q?: string, status?: string, strategy?: PageStrategy) {
    return pagedListQueries(
      database.db,
      { table: orders, query: { q, status, page: 1 } },
      strategy,
    );
  }

  function registrationQueries(q?: string, status?: string, strategy?: PageStrategy) {
    return pagedListQueries(
      database.db,
      {
        table: registrations,
        query: { q, status, page: 1 },
      },
      strategy,
    );
  }

  it('reads the first page and a status of orders through the live indexes', async () => {
    const first = orderQueries();
    const firstPlan = await plan(first.page);
    // The ids in index order (no sort of every row), then the 25 rows by primary key.
    expect(firstPlan).toContain('Index Only Scan using orders_live_created_idx');
    expect(firstPlan).toContain('orders_pkey');
    const pending = orderQueries(undefined, 'pending');
    expect(await plan(pending.page)).toContain('orders_live_status_idx');
    // Without a search the exact total is kept by triggers: no rows counted.
    expect(await plan(pending.count)).toContain('list_counts');
    expect(await plan(first.count)).toContain('list_counts');
  });

  it('reads the first page and a status of registrations through the live indexes', async () => {
    const firstPlan = await plan(registrationQueries().page);
    expect(firstPlan).toContain('Index Only Scan using registrations_live_created_idx');
    expect(firstPlan).toContain('registrations_pkey');
    const fresh = registrationQueries(undefined, 'new');
    expect(await plan(fresh.page)).toContain('registrations_live_status_idx');
    expect(await plan(fresh.count)).toContain('list_counts');
  });

  it('sorts by total or name through the live indexes of those keys, either way', async () => {
    const cases = [
      [orders, 'total', undefined, 'orders_live_total_idx'],
      [orders, 'total', 'paid', 'orders_live_status_total_idx'],
      [orders, 'name', undefined, 'orders_live_name_idx'],
      [orders, 'name', 'paid', 'orders_live_status_name_idx'],
      [registrations, 'name', undefined, 'registrations_live_name_idx'],
      [registrations, 'name', 'new', 'registrations_live_status_name_idx'],
    ] as const;
    for (const [table, sort, status, index] of cases) {
      for (const dir of ['asc', 'desc'] as const) {
        const query = { status, sort, dir, page: 3 };
        const text = await plan(pagedListQueries(database.db, { table, query }).page);
        // The page's ids in index order: no sort of every row.
        expect(text, `${sort} ${dir} ${status}`).toContain(index);
        expect(text, `${sort} ${dir} ${status}`).not.toMatch(/Sort Key: .*\n.*\n.*Seq Scan/);
      }
    }
  });

  /** A search reads the wide table only for the page's rows, by primary key. */
  function expectWideByIdOnly(text: string, table: string, label: string) {
    const wideScans = text.match(new RegExp(`(Scan|Scan using \\w+) on ${table}\\b`, 'g')) ?? [];
    for (const scan of wideScans) expect(scan, label).toBe(`Scan using ${table}_pkey on ${table}`);
  }

  it("walks a dense search sorted by total or name in the narrow table's index of that order", async () => {
    for (const [table, narrow, sort, status, index] of [
      [orders, 'order_search', 'total', undefined, 'order_search_total_idx'],
      [orders, 'order_search', 'name', 'paid', 'order_search_status_name_idx'],
      [registrations, 'registration_search', 'name', undefined, 'registration_search_name_idx'],
    ] as const) {
      const query = { q: 'gmail', status, sort, page: 1 };
      const text = await plan(pagedListQueries(database.db, { table, query }, WALK).page);
      expect(text, `${sort} ${status}`).toContain(index);
      expect(text, `${sort} ${status}`).not.toContain('trgm');
      expectWideByIdOnly(text, getTableName(table), `${narrow} ${sort}`);
    }
  });

  it("sums a range's days in list_day_counts, and pages it in the narrow table's indexes", async () => {
    const range = { from: '2026-10-01', to: '2026-10-31', page: 3 };
    for (const status of [undefined, 'paid']) {
      for (const sort of ['date', 'total', 'name'] as const) {
        const label = `${status} ${sort}`;
        const query = { ...range, status, sort };
        const queries = pagedListQueries(database.db, { table: orders, query });
        const count = await plan(queries.count);
        expect(count, label).toContain('list_day_counts');
        expect(count, label).not.toMatch(/ on orders\b/);
        // The range is tested in the index (its bounds, or created_at, its last column), and
        // the wide table gives the page's rows by primary key only.
        const page = await plan(queries.page);
        expect(page, label).toMatch(/Index (Only )?Scan( Backward)? using order_search_\w+_idx/);
        expect(page, label).toMatch(/(Index Cond|Filter): .*created_at >= /);
        expectWideByIdOnly(page, 'orders', label);
      }
    }
    const searched = pagedListQueries(
      database.db,
      { table: orders, query: { ...range, q: 'gmail', sort: 'total' } },
      'collect',
    );
    // The matches and their totals from the narrow table (by its range or its trigrams: the
    // planner's choice by their number); the wide one only for the page's rows.
    for (const query of [searched.page, searched.countedPage]) {
      if (!query) throw new Error('a search has a counted page');
      const text = await plan(query);
      expect(text).toMatch(/ on order_search\b/);
      expectWideByIdOnly(text, 'orders', 'gmail by total');
    }
  });

  it('searches orders of 3+ characters through the trigram index of order_search', async () => {
    const { order } = sample;
    const terms = {
      name: order.buyerName.toUpperCase(),
      email: order.email.split('@')[0] ?? '',
      phone: order.phone.slice(-7),
      code: order.orderNumber.slice(-6),
    };
    for (const [kind, term] of Object.entries(terms)) {
      const queries = orderQueries(term, undefined, 'collect');
      for (const query of [queries.page, queries.count]) {
        const text = await plan(query);
        expect(text, `${kind} "${term}"`).toContain('order_search_trgm_idx');
        expectWideByIdOnly(text, 'orders', `${kind} "${term}"`);
      }
      const walk = await plan(orderQueries(term, undefined, WALK).page);
      expect(walk, `${kind} "${term}"`).toContain('Index Scan using order_search_created_idx');
      expect(walk, `${kind} "${term}"`).not.toContain('order_search_trgm_idx');
      expectWideByIdOnly(walk, 'orders', `${kind} "${term}"`);
      expect(await plan(orderQueries(term, 'paid', WALK).page)).toContain(
        'order_search_status_idx',
      );
    }
  });

  it('searches registrations of 3+ characters through the trigram index of registration_search', async () => {
    const { registration } = sample;
    const terms = {
      name: registration.fullName.toLowerCase(),
      email: registration.email.split('@')[0] ?? '',
      phone: registration.phone.slice(-7),
      code: registration.code,
    };
    for (const [kind, term] of Object.entries(terms)) {
      const queries = registrationQueries(term, undefined, 'collect');
      for (const query of [queries.page, queries.count]) {
        const text = await plan(query);
        expect(text, `${kind} "${term}"`).toContain('registration_search_trgm_idx');
        expectWideByIdOnly(text, 'registrations', `${kind} "${term}"`);
      }
      const walk = await plan(registrationQueries(term, undefined, WALK).page);
      expect(walk, `${kind} "${term}"`).toContain(
        'Index Scan using registration_search_created_idx',
      );
      expectWideByIdOnly(walk, 'registrations', `${kind} "${term}"`);
    }
  });

  it('walks 1–2 character searches in the narrow tables (no trigram to look up)', async () => {
    for (const term of ['a', 'bu', '08']) {
      const queries = orderQueries(term, undefined, WALK);
      const pagePlan = await plan(queries.page);
      expect(pagePlan, term).toContain('Index Scan using order_search_created_idx');
      expectWideByIdOnly(pagePlan, 'orders', term);
      const countPlan = await plan(queries.count);
      expect(countPlan, term).toMatch(/ on order_search\b/);
      expect(countPlan, term).not.toMatch(/ on orders\b/);
      expect(await plan(orderQueries(term, 'paid', WALK).page), term).toContain(
        'order_search_status_idx',
      );
      const registrationCount = await plan(registrationQueries(term).count);
      expect(registrationCount, term).toMatch(/ on registration_search\b/);
      expect(registrationCount, term).not.toMatch(/ on registrations\b/);
      expect(await plan(registrationQueries(term, undefined, WALK).page), term).toContain(
        'Index Scan using registration_search_created_idx',
      );
    }
  });

  it("starts a walk from a remembered term's newest match inside the index", async () => {
    const from: PageStrategy = {
      walk: 20_000,
      start: { newest: new Date(SEEDED_UNTIL.getTime() + 86_400_000) },
    };
    // The bound is part of the index condition (with a status, a few rows may be read through a
    // bitmap and sorted: the planner's choice by their number).
    for (const [status, index] of [
      [undefined, 'Index Scan using order_search_created_idx'],
      ['paid', 'order_search_status_idx'],
    ] as const) {
      const walk = await plan(orderQueries('ord-202610', status, from).page);
      expect(walk, status).toContain(index);
      expect(walk, status).toMatch(/Index Cond: .*created_at <= /);
      expectWideByIdOnly(walk, 'orders', 'ord-202610');
    }
    const registrationWalk = await plan(registrationQueries('reg-2026', undefined, from).page);
    expect(registrationWalk).toContain('Index Scan using registration_search_created_idx');
    expect(registrationWalk).toMatch(/Index Cond: .*created_at <= /);
  });

  it("starts a walk in name order at a remembered term's name bound inside the index", async () => {
    const start = { leastName: 'siti', greatestName: 'siti zzz' };
    for (const [table, dir, status, bound] of [
      [registrations, 'asc', undefined, /Index Cond: .*sort_name >= /],
      [registrations, 'desc', 'new', /Index Cond: .*sort_name <= /],
      [orders, 'asc', 'paid', /Index Cond: .*sort_name >= /],
    ] as const) {
      const query = { q: 'siti', status, sort: 'name' as const, dir, page: 1 };
      const text = await plan(
        pagedListQueries(database.db, { table, query }, { walk: 20_000, start }).page,
      );
      const label = `${getTableName(table)} ${dir} ${status}`;
      expect(text, label).toMatch(/_name_idx/);
      expect(text, label).toMatch(bound);
      expectWideByIdOnly(text, getTableName(table), label);
    }
  });

  it('finds the same page by walking and by collecting, with and without a status', async () => {
    const { order } = sample;
    const ids = async (q: string, status: string | undefined, page: number, by: PageStrategy) =>
      (
        await pagedListQueries(database.db, { table: orders, query: { q, status, page } }, by).page
      ).map((row) => row.id);
    for (const q of ['a', 'bu', order.buyerName.split(' ')[0] ?? '', 'GMAIL', '50%_\\']) {
      for (const status of [undefined, 'paid']) {
        for (const page of [1, 3]) {
          const walked = await ids(q, status, page, WALK);
          expect(walked, `"${q}" ${status} ${page}`).toEqual(await ids(q, status, page, 'collect'));
          if (q === 'a' && page === 1) expect(walked).toHaveLength(25);
        }
      }
    }
  });

  it("collects when matches dense overall sit below a walk's reach (an older month's codes)", async () => {
    const [oldest] = await database.db
      .select()
      .from(orders)
      .where(isNull(orders.deletedAt))
      .orderBy(asc(orders.createdAt))
      .limit(1);
    const q = oldest!.orderNumber.slice(0, 10); // ORD-yyyyMM: the first month seeded
    const options = { table: orders, query: { q, page: 1 } };
    const [counted] = await pagedListQueries(database.db, options).count;
    if (!counted) throw new Error('a search counts its matches');
    const strategy = pageStrategy({
      matches: counted.total,
      live: await liveRowCount(database.db, orders, undefined),
      offset: 0,
      pageSize: 25,
    });
    expect(strategy, 'dense enough to walk').not.toBe('collect');
    const walkedOnly = await pagedListQueries(database.db, options, strategy).page;
    expect(walkedOnly.length, 'the walk stops short of them').toBeLessThan(25);

    const page = await pagedList(database.db, options);
    const expected = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNull(orders.deletedAt), ilike(orders.orderNumber, `%${q}%`)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(25);
    expect(page.items.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(page.total).toBe(counted.total);
  });

  it('finds through search_text exactly what an ILIKE over the search columns finds', async () => {
    const { order, registration } = sample;
    const terms = [
      'a',
      'bu',
      order.buyerName.split(' ')[1] ?? '',
      order.email.slice(2, 9).toUpperCase(),
      order.phone.slice(3, 8),
      order.orderNumber.slice(4, 12),
      order.orderNumber.slice(-4).toLowerCase(),
      'agen0',
      registration.fullName,
      registration.code.slice(-6),
      // Across two fields: must match nothing.
      `${order.buyerName.split(' ')[1] ?? ''}${order.email.slice(0, 3)}`,
    ];
    const ilikeCount = async (
      table: typeof orders | typeof registrations,
      columns: readonly AnyPgColumn[],
      term: string,
    ) => {
      const [row] = await database.db
        .select({ total: count() })
        .from(table)
        .where(
          and(
            isNull(table.deletedAt),
            or(...columns.map((column) => ilike(column, `%${escapeLike(term)}%`))),
          ),
        );
      return row?.total;
    };
    for (const term of terms) {
      const [ordersTotal, registrationsTotal] = await Promise.all([
        orderQueries(term).count,
        registrationQueries(term).count,
      ]);
      expect(ordersTotal[0]?.total, `orders "${term}"`).toBe(
        await ilikeCount(orders, ORDER_SEARCH_COLUMNS, term),
      );
      expect(registrationsTotal[0]?.total, `registrations "${term}"`).toBe(
        await ilikeCount(registrations, REGISTRATION_SEARCH_COLUMNS, term),
      );
    }
  });
});
