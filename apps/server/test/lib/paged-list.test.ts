import {
  ADMIN_PAGE_SIZE,
  listQuerySchema,
  ORDER_LIST_SORTS,
  orderStatusSchema,
} from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { pagedList, pageStrategy } from '../../src/lib/paged-list';
import { type SearchTermMemory, searchTermMemory } from '../../src/lib/search-term-memory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderRow, type OrderSeed } from './order-rows';

type Stored = OrderSeed & { id: string; createdAt: Date };

/** 300 orders: a few with words to find, ties on created_at, every 7th soft-deleted. */
function seeds(): OrderSeed[] {
  const special: Record<number, Partial<OrderSeed>> = {
    5: { buyerName: 'Budi Santoso' },
    6: { buyerName: 'BUDI hartono', referralCode: 'AGEN-01' },
    12: { email: 'budiman@example.com' },
    8: { buyerName: 'Diskon 100% Toko' },
    9: { email: 'toko_a@example.com' },
    10: { email: 'tokoxa@example.com' },
    11: { buyerName: 'Gudang C:\\Data' },
    14: { buyerName: 'Budi Terhapus' },
    40: { referralCode: 'budi-ref' },
    41: { phone: '+6281299990000' },
  };
  return Array.from({ length: 300 }, (_, index) =>
    orderRow(index, {
      // Rows 100–109 share one timestamp: the id decides their order.
      ...(index >= 100 && index < 110 ? { createdAt: new Date(Date.UTC(2026, 10, 2)) } : {}),
      ...(index % 7 === 0 ? { deletedAt: new Date(Date.UTC(2026, 10, 30)) } : {}),
      ...special[index],
    }),
  );
}

// Counting every search, and remembering every term with a match (its next search reads the
// remembered total): the same pages either way.
describe.each([
  ['counting', false],
  ['remembering', true],
])('pagedList through a route, %s', (_mode, remembering) => {
  let testApp: TestApp;
  let stored: Stored[];
  let memory: SearchTermMemory | undefined;

  beforeAll(async () => {
    testApp = await createTestApp({
      addRoutes(app) {
        app.get(
          '/test/orders',
          { schema: { querystring: listQuerySchema(orderStatusSchema, ORDER_LIST_SORTS) } },
          async (request) => {
            const page = await pagedList(app.deps.database.db, {
              table: orders,
              query: request.query,
              memory,
            });
            return { ...page, items: page.items.map((item) => item.id) };
          },
        );
      },
    });
    stored = (await testApp.deps.database.db
      .insert(orders)
      .values(seeds())
      .returning()) as Stored[];
    if (remembering) {
      memory = searchTermMemory(testApp.deps.database.db, {
        minMatches: 1,
        onError: (error) => {
          throw error;
        },
      });
    }
  });
  afterAll(() => testApp.close());

  const get = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/test/orders?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const list = async (query: string) => {
    const answer = await get(query);
    if (memory) {
      // Asked again once its term is remembered, the same search gives the same answer.
      await memory.settled();
      expect(await get(query), query).toEqual(answer);
    }
    return answer as {
      items: string[];
      page: number;
      pageSize: number;
      total: number;
      pageCount: number;
    };
  };

  /** What the list must show: live rows passing `keep`, newest first, ties by id descending. */
  const expected = (keep: (row: Stored) => boolean = () => true) =>
    stored
      .filter((row) => !row.deletedAt && keep(row))
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      )
      .map((row) => row.id);

  /** The search's meaning, in JavaScript: any searched column contains `q`, ignoring case. */
  const contains = (row: Stored, q: string) =>
    [row.orderNumber, row.buyerName, row.email, row.phone, row.referralCode].some((value) =>
      value?.toLowerCase().includes(q.toLowerCase()),
    );
  const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).items;
  const withName = (...names: string[]) =>
    expected((row) => names.includes(row.buyerName) || names.includes(row.email));

  it('pages newest first with the exact total, leaving soft-deleted rows out', async () => {
    const all = expected();
    expect(all).toHaveLength(257);
    expect(await list('')).toEqual({
      items: all.slice(0, ADMIN_PAGE_SIZE),
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
      total: 257,
      pageCount: 11,
    });
    expect((await list('page=2')).items).toEqual(all.slice(25, 50));
    expect((await list('page=11')).items).toEqual(all.slice(250));
    expect(await list('page=12')).toMatchObject({ items: [], total: 257, pageCount: 11 });
  });

  it('orders rows with the same created_at by id, so pages never overlap', async () => {
    const all = expected();
    const pages = await Promise.all(
      Array.from({ length: 11 }, (_, index) => list(`page=${index + 1}`)),
    );
    expect(pages.flatMap((page) => page.items)).toEqual(all);
  });

  it('filters by status and counts the filtered rows', async () => {
    const paid = expected((row) => row.status === 'paid');
    expect(await list('status=paid')).toMatchObject({
      items: paid.slice(0, 25),
      total: paid.length,
      pageCount: Math.ceil(paid.length / 25),
    });
    expect((await list('status=')).total).toBe(257);
  });

  it('searches every given column, case-insensitively and in part', async () => {
    const budi = expected((row) => contains(row, 'budi'));
    expect(budi).toHaveLength(4);
    expect(await found('BuDi')).toEqual(budi);
    expect(await found('  agen-0 ')).toEqual(withName('BUDI hartono'));
    expect(await found('99990000')).toEqual(expected((row) => row.phone === '+6281299990000'));
    expect(await found('ORD-20261121-000123')).toEqual(
      expected((row) => row.orderNumber === 'ORD-20261121-000123'),
    );
  });

  it('matches %, _ and \\ literally', async () => {
    expect(await found('100%')).toEqual(withName('Diskon 100% Toko'));
    expect(await found('%')).toEqual(withName('Diskon 100% Toko'));
    expect(await found('toko_a')).toEqual(withName('toko_a@example.com'));
    expect(await found('_')).toEqual(withName('toko_a@example.com'));
    expect(await found('C:\\Data')).toEqual(withName('Gudang C:\\Data'));
    expect(await found('\\')).toEqual(withName('Gudang C:\\Data'));
  });

  it('combines the search with the status filter, and pages the result', async () => {
    const result = await list('q=pembeli&status=pending&page=2');
    const matching = expected((row) => row.status === 'pending' && contains(row, 'pembeli'));
    expect(result).toMatchObject({ items: matching.slice(25, 50), total: matching.length });
  });

  it('refuses an unknown status or page 0 with validation_failed', async () => {
    for (const query of ['status=verified', 'page=0', 'page=abc']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/test/orders?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
  });
});

describe('pageStrategy', () => {
  const page = (matches: number, live: number, offset = 0) =>
    pageStrategy({ matches, live, offset, pageSize: 25 });

  it('walks the list order when matches are dense, at most 4 times the rows it should need', () => {
    expect(page(197_683, 990_064)).toEqual({ walk: 501 }); // "gmail": about 125 rows a page
    expect(page(24_825, 990_064)).toEqual({ walk: 3_989 }); // "budi": about 1,000 rows
    expect(page(982_477, 990_064, 24_975)).toEqual({ walk: 100_773 }); // "a", page 1,000
    expect(page(990_064, 990_064)).toEqual({ walk: 200 }); // never fewer than 200
  });

  it('collects the matches when a walk would pass more rows than twice the matches', () => {
    expect(page(1, 990_064)).toBe('collect');
    expect(page(806, 990_064)).toBe('collect'); // a full name
    expect(page(24_825, 990_064, 2_475)).toBe('collect'); // "budi", page 100
    expect(page(0, 990_064)).toBe('collect');
  });

  it('counts the index entries a walk passes, and what a collection visits', () => {
    // "budi" (24,437 in the list): 129 matches among one day's 5,538 rows. Sorted by name, a
    // walk would pass the index entries of every day (990,184): collected.
    const oneDay = { matches: 129, live: 5_538, offset: 0, pageSize: 25, inList: 24_437 };
    expect(pageStrategy({ ...oneDay, indexRows: 990_184 })).toBe('collect');
    // Sorted by date, the day's rows are together in the index: a walk of about 1,073 rows.
    expect(pageStrategy(oneDay)).toEqual({ walk: 4_294 });
    // A status that holds 500 of a term's 33,000 matches, among 445,851 rows: a walk passes
    // about 22,293 rows, fewer than a collection visits through the trigram index.
    const rare = { matches: 500, live: 445_851, offset: 0, pageSize: 25 };
    expect(pageStrategy(rare)).toBe('collect');
    expect(pageStrategy({ ...rare, inList: 33_000 })).toEqual({ walk: 89_171 });
  });

  it('decides at the boundary: walked rows equal to twice the matches still walk', () => {
    // (0 + 25) × 200 / 50 = 100 = 2 × 50
    expect(page(50, 200)).toEqual({ walk: 400 });
    expect(page(49, 200)).toBe('collect');
  });
});
