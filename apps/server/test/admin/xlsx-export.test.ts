import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents, listCounts, orders, registrations } from '../../src/db/schema';
import { adminRoutes } from '../../src/modules/admin/routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { orderRow } from '../lib/order-rows';
import { registrationRow } from './registration-rows';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbookOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

function rowOf(sheet: ExcelJS.Worksheet, code: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === code) found = row;
  });
  if (!found) throw new Error(`${code} not in the sheet`);
  return found;
}

describe('admin XLSX exports', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp({
      // The same admin routes with an XLSX limit of 3 rows, beside the real ones.
      addRoutes: (app) => void app.register(adminRoutes, { prefix: '/api/capped', xlsxMaxRows: 3 }),
    });
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    const { db } = testApp.deps.database;
    await db.insert(orders).values([
      ...Array.from({ length: 6 }, (_, index) => orderRow(index)),
      orderRow(6, {
        buyerName: '=1+1',
        phone: '081234567890',
        referralCode: null,
        total: 2_999_000,
        status: 'paid',
        // 14:05 in Jakarta (WIB, UTC+7).
        createdAt: new Date('2026-11-21T07:05:00Z'),
      }),
      orderRow(7, { phone: '+6281298765432', status: 'paid' }),
      orderRow(8, { deletedAt: new Date() }),
    ]);
    await db
      .insert(registrations)
      .values([registrationRow(0, { phone: '081300000001', postalCode: '01234' })]);
  });
  afterAll(() => testApp.close());

  const get = (url: string, withCookie = cookie) =>
    testApp.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} });

  const exportsRecorded = (action: 'order.export_xlsx' | 'registration.export_xlsx') =>
    testApp.deps.database.db
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.action, action));

  it('is for admins only', async () => {
    expect((await get('/api/admin/orders/export.xlsx', '')).statusCode).toBe(401);
    const userCookie = await loginAs(testApp.app, await createUser(testApp.deps, { admin: false }));
    for (const url of ['/api/admin/orders/export.xlsx', '/api/admin/registrations/export.xlsx']) {
      expect((await get(url, userCookie)).statusCode, url).toBe(403);
    }
  });

  it('streams the orders as typed cells under a bold, frozen header, and records the export', async () => {
    const response = await get('/api/admin/orders/export.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders_\d{8}_\d{6}\.xlsx"$/,
    );
    const sheet = await workbookOf(response.rawPayload);

    const header = sheet.getRow(1);
    expect(header.values).toEqual([
      undefined,
      'Order ID',
      'Tanggal',
      'Nama',
      'Telepon',
      'Email',
      'Kode Referral',
      'Total',
      'Metode Bayar',
      'Status',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(22);
    expect(sheet.getColumn(5).width).toBe(32);
    // Eight live orders, newest first, below the header; the deleted one is left out.
    expect(sheet.rowCount).toBe(9);
    expect(sheet.getRow(2).getCell(1).value).toBe('ORD-20261121-000006');

    const row = rowOf(sheet, 'ORD-20261121-000006');
    const date = row.getCell(2);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.value).toEqual(new Date(Date.UTC(2026, 10, 21, 14, 5)));
    expect(date.numFmt).toBe('dd/mm/yyyy hh:mm');
    // A name that looks like a formula is only text in a workbook.
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(3).value).toBe('=1+1');
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(4).value).toBe('081234567890');
    expect(row.getCell(6).value).toBeNull();
    expect(row.getCell(7).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(7).value).toBe(2_999_000);
    expect(row.getCell(7).numFmt).toBe('"Rp" #,##0');
    expect(row.getCell(9).value).toBe('Dibayar');
    expect(rowOf(sheet, 'ORD-20261121-000007').getCell(4).value).toBe('+6281298765432');

    expect((await exportsRecorded('order.export_xlsx')).at(-1)?.details).toEqual({
      filter: {},
    });
  });

  it('applies the status filter and keeps registration codes and phones as text', async () => {
    const paid = await workbookOf(
      (await get('/api/admin/orders/export.xlsx?status=paid')).rawPayload,
    );
    expect(paid.rowCount).toBe(4);
    expect((await exportsRecorded('order.export_xlsx')).at(-1)?.details).toEqual({
      filter: { status: 'paid' },
    });

    const response = await get('/api/admin/registrations/export.xlsx');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="registrations_\d{8}_\d{6}\.xlsx"$/,
    );
    const row = rowOf(await workbookOf(response.rawPayload), 'REG-20261121-000000');
    expect(row.getCell(4).value).toBe('081300000001');
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(10).value).toBe('01234');
    expect(await exportsRecorded('registration.export_xlsx')).toHaveLength(1);
  });

  it('refuses more rows than the limit before streaming, with the count and what to do instead', async () => {
    const before = (await exportsRecorded('order.export_xlsx')).length;
    const response = await get('/api/capped/orders/export.xlsx');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'export_too_large',
        message:
          'Data terlalu banyak untuk Excel: 8 baris, sedangkan satu sheet Excel memuat paling banyak 3 baris data. Gunakan Export CSV, atau persempit rentang tanggal, pencarian, atau status agar datanya lebih sedikit.',
      },
    });
    expect(await exportsRecorded('order.export_xlsx')).toHaveLength(before);
    // A status with few enough rows fits, and the CSV has no limit.
    expect((await get('/api/capped/orders/export.xlsx?status=paid')).statusCode).toBe(200);
    expect((await get('/api/capped/orders/export.csv')).statusCode).toBe(200);
  });

  it('counts with the exact list counts and writes the numbers the Indonesian way', async () => {
    const { db } = testApp.deps.database;
    const paidCount = and(eq(listCounts.list, 'orders'), eq(listCounts.status, 'paid'));
    await db.update(listCounts).set({ live: 1_200_000 }).where(paidCount);
    try {
      const response = await get('/api/admin/orders/export.xlsx?status=paid');
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toContain(
        '1.200.000 baris, sedangkan satu sheet Excel memuat paling banyak 1.048.575 baris data',
      );
    } finally {
      await db.update(listCounts).set({ live: 3 }).where(paidCount);
    }
  });
});
