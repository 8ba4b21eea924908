import { ADMIN_PAGE_SIZE } from '@toko/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, registrations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { orderRow } from '../lib/order-rows';
import { registrationRow } from './registration-rows';

type Listed = {
  id: string;
  orderNumber: string;
  createdAt: string;
  buyerName: string;
  total: number;
};
type Order = typeof orders.$inferSelect;

/** Rows on 1 November 2026 (WIB) with many equal dates, totals and names: ties to break. */
const MAIN_ROWS = 60;
const MAIN_DAY_START = Date.UTC(2026, 10, 1, 1);

/** Four orders on both sides of midnight in Jakarta (UTC+7) on 25–27 November. */
const AROUND_MIDNIGHT = {
  'ORD-BATAS-1': '2026-11-25T16:59:59.999Z', // 25 Nov 23:59:59.999 WIB
  'ORD-BATAS-2': '2026-11-25T17:00:00.000Z', // 26 Nov 00:00 WIB
  'ORD-BATAS-3': '2026-11-26T16:59:59.999Z', // 26 Nov 23:59:59.999 WIB
  'ORD-BATAS-4': '2026-11-26T17:00:00.000Z', // 27 Nov 00:00 WIB
};

const SORT_KEYS = {
  date: (row: Order) => row.createdAt.getTime(),
  total: (row: Order) => row.total,
  name: (row: Order) => row.buyerName.toLowerCase(),
};

/** The list's order in JavaScript: the key, then the id (uuid order is its hex text's order). */
function expectedOrder(rows: Order[], sort: keyof typeof SORT_KEYS, dir: 'asc' | 'desc') {
  const key = SORT_KEYS[sort];
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka !== kb) return ka < kb ? -sign : sign;
    return a.id < b.id ? -sign : sign;
  });
}

describe('admin lists: date ranges, sorts and exports of what the list shows', () => {
  let testApp: TestApp;
  let cookie: string;
  let all: Order[];

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    const db = testApp.deps.database.db;
    const main = Array.from({ length: MAIN_ROWS }, (_, index) =>
      orderRow(index, {
        // Three orders a minute, five totals, seven names (some written in lowercase).
        createdAt: new Date(MAIN_DAY_START + Math.floor(index / 3) * 60_000),
        total: 50_000 + (index % 5) * 10_000,
        buyerName: `${index % 2 ? 'pembeli' : 'Pembeli'} ${String.fromCharCode(65 + (index % 7))}`,
        deletedAt: index === 13 ? new Date() : null,
      }),
    );
    const edges = Object.entries(AROUND_MIDNIGHT).map(([orderNumber, at], index) =>
      orderRow(100 + index, { orderNumber, createdAt: new Date(at), buyerName: 'Batas' }),
    );
    await db.insert(orders).values([...main, ...edges]);
    await db.insert(registrations).values(
      Array.from({ length: 30 }, (_, index) =>
        registrationRow(index, {
          // The list shows the full name, or the name when there is none.
          fullName: index % 4 === 0 ? '' : `Agen ${String.fromCharCode(90 - (index % 9))}`,
          name: `Agen ${String.fromCharCode(65 + (index % 5))}`,
        }),
      ),
    );
    all = (await db.select().from(orders)).filter((row) => !row.deletedAt);
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

  async function everyPage(list: string, query: string) {
    const first = (await get(`/api/admin/${list}?${query}`)).json();
    const items = [...first.items];
    for (let page = 2; page <= first.pageCount; page += 1) {
      items.push(...(await get(`/api/admin/${list}?${query}&page=${page}`)).json().items);
    }
    return { total: first.total as number, items };
  }

  it('reads whole days in Asia/Jakarta around midnight UTC+7, either end open', async () => {
    const numbers = async (query: string) =>
      (await everyPage('orders', `q=batas&${query}`)).items.map((item: Listed) => item.orderNumber);
    expect(await numbers('from=2026-11-26&to=2026-11-26&sort=date&dir=asc')).toEqual([
      'ORD-BATAS-2',
      'ORD-BATAS-3',
    ]);
    expect(await numbers('to=2026-11-25')).toEqual(['ORD-BATAS-1']);
    expect(await numbers('from=2026-11-26')).toEqual(['ORD-BATAS-4', 'ORD-BATAS-3', 'ORD-BATAS-2']);
    expect(await numbers('from=2026-11-27&to=2026-11-27')).toEqual(['ORD-BATAS-4']);
    // Without a search the range is counted in the wide table: the same days.
    const unsearched = (await get('/api/admin/orders?from=2026-11-26&to=2026-11-26')).json();
    expect(unsearched.total).toBe(2);
    expect(unsearched.items.map((item: Listed) => item.orderNumber)).toEqual([
      'ORD-BATAS-3',
      'ORD-BATAS-2',
    ]);
  });

  it('refuses a reversed range and an impossible day with an Indonesian message', async () => {
    const reversed = await get('/api/admin/orders?from=2026-11-30&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { from: '"Dari tanggal" tidak boleh setelah "Sampai tanggal"' },
    });
    const impossible = await get('/api/admin/registrations/export.csv?to=2026-11-31');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error.fields).toEqual({ to: 'Tanggal tidak valid' });
    expect((await get('/api/admin/registrations?sort=total')).statusCode).toBe(400);
  });

  /** The search's test on the columns these rows differ in (every email holds "pembeli"). */
  const finds = (row: Order, term: string) =>
    `${row.buyerName} ${row.email}`.toLowerCase().includes(term);
  const filters: [string, (row: Order) => boolean][] = [
    ['', () => true],
    ['status=paid', (row) => row.status === 'paid'],
    ['q=pembeli', (row) => finds(row, 'pembeli')],
    ['q=pembeli%20a', (row) => finds(row, 'pembeli a')],
    ['from=2026-11-01&to=2026-11-01', (row) => row.orderNumber.startsWith('ORD-2026')],
    [
      'q=pembeli&status=pending&from=2026-11-01&to=2026-11-02',
      (row) => finds(row, 'pembeli') && row.status === 'pending' && row.buyerName !== 'Batas',
    ],
  ];
  const orders_ = [
    ['date', 'desc'],
    ['date', 'asc'],
    ['total', 'desc'],
    ['total', 'asc'],
    ['name', 'asc'],
    ['name', 'desc'],
  ] as const;

  it('pages every sort in both directions, ties broken by id: no row repeated or skipped', async () => {
    for (const [filter, matches] of filters) {
      for (const [sort, dir] of orders_) {
        const query = `${filter}&sort=${sort}&dir=${dir}`;
        const { total, items } = await everyPage('orders', query);
        const expected = expectedOrder(all.filter(matches), sort, dir).map((row) => row.id);
        expect(total, query).toBe(expected.length);
        expect(
          items.map((item: Listed) => item.id),
          query,
        ).toEqual(expected);
      }
    }
    // The widest case pages for real: more than two pages of ties.
    expect(all.filter(filters[0]![1]).length).toBeGreaterThan(2 * ADMIN_PAGE_SIZE);
  });

  it('sorts registrations by the name the list shows, the full name or else the name', async () => {
    const { items } = await everyPage('registrations', 'sort=name');
    const shown = items.map((item: { fullName: string; name: string }) =>
      (item.fullName || item.name).toLowerCase(),
    );
    expect(shown).toEqual([...shown].sort());
    expect(new Set(items.map((item: { id: string }) => item.id)).size).toBe(30);
    const newest = (await get('/api/admin/registrations?sort=date&dir=asc')).json();
    expect(newest.items[0].code).toBe('REG-20261121-000000');
  });

  it('exports exactly the rows the list shows, in its order, CSV and XLSX', async () => {
    for (const [filter] of filters) {
      for (const [sort, dir] of [orders_[0], orders_[3], orders_[4]]) {
        const query = `${filter}&sort=${sort}&dir=${dir}`;
        const { total, items } = await everyPage('orders', query);
        const csv = await get(`/api/admin/orders/export.csv?${query}`);
        expect(csv.statusCode, query).toBe(200);
        const numbers = csv.body
          .split('\r\n')
          .slice(1)
          .filter(Boolean)
          .map((line) => line.split(',')[0]!.replaceAll('"', ''));
        expect(numbers.length, query).toBe(total);
        expect(numbers, query).toEqual(items.map((item: Listed) => item.orderNumber));
      }
    }
    const query = 'q=pembeli&from=2026-11-01&to=2026-11-30&sort=total';
    const listed = (await get(`/api/admin/orders?${query}`)).json().total;
    const xlsx = await get(`/api/admin/orders/export.xlsx?${query}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.rowCount - 1).toBe(listed);
  });

  it('names the file with its range of days, an open end left empty', async () => {
    const name = async (query: string) =>
      (await get(`/api/admin/orders/export.csv?${query}`)).headers['content-disposition'];
    expect(await name('from=2026-11-01&to=2026-11-30')).toMatch(
      /^attachment; filename="orders_20261101-20261130_\d{8}_\d{6}\.csv"$/,
    );
    expect(await name('from=2026-11-01')).toMatch(/filename="orders_20261101-_\d{8}_\d{6}\.csv"$/);
    expect(
      (await get('/api/admin/registrations/export.xlsx?to=2026-11-30')).headers[
        'content-disposition'
      ],
    ).toMatch(/filename="registrations_-20261130_\d{8}_\d{6}\.xlsx"$/);
    expect(await name('')).toMatch(/filename="orders_\d{8}_\d{6}\.csv"$/);
  });
});
