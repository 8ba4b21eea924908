import { orderStatusSchema } from '@toko/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders } from '../../src/db/schema';
import { sendCsv } from '../../src/lib/csv/send-csv';
import { keysetRows } from '../../src/lib/keyset-rows';
import { listWhere } from '../../src/lib/list-filter';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderRow } from './order-rows';

const BATCH_SIZE = 7;

describe('CSV export: keysetRows through sendCsv', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      addRoutes(app) {
        app.get(
          '/test/orders.csv',
          { schema: { querystring: z.object({ status: orderStatusSchema.optional() }) } },
          async (request, reply) =>
            sendCsv(reply, {
              name: 'orders',
              now: new Date('2026-11-21T07:05:09Z'),
              rows: keysetRows(app.deps.database.db, {
                table: orders,
                where: listWhere(orders, { status: request.query.status }),
                batchSize: BATCH_SIZE,
              }),
              columns: [
                { header: 'Order ID', value: (order) => order.orderNumber },
                { header: 'Nama', value: (order) => order.buyerName },
                { header: 'Telepon', value: (order) => order.phone },
                { header: 'Kode Referral', value: (order) => order.referralCode },
                { header: 'Total', value: (order) => order.total },
              ],
            }),
        );
      },
    });
    const db = testApp.deps.database.db;
    await db.insert(orders).values(
      Array.from({ length: 60 }, (_, index) =>
        orderRow(index, {
          // 10–19 share one instant; 20–29 differ only in microseconds (set below).
          ...(index >= 10 && index < 30 ? { createdAt: new Date(Date.UTC(2026, 10, 2)) } : {}),
          ...(index % 9 === 0 ? { deletedAt: new Date() } : {}),
          ...(index === 3 ? { buyerName: '=cmd|"/c calc"!A1', phone: '+6281234567890' } : {}),
          ...(index === 4 ? { referralCode: 'AGEN-4' } : {}),
        }),
      ),
    );
    await db.execute(
      sql`update ${orders} set created_at = created_at + (substr(order_number, 14)::int % 3) * interval '1 microsecond'
          where substr(order_number, 14)::int between 20 and 29`,
    );
  });
  afterAll(() => testApp.close());

  const download = (query = '') =>
    testApp.app.inject({ method: 'GET', url: `/test/orders.csv${query}` });

  /** The order numbers one ordered query returns: the order the export must keep. */
  const inOrder = async (status?: 'paid') =>
    (
      await testApp.deps.database.db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(isNull(orders.deletedAt), status ? eq(orders.status, status) : undefined))
        .orderBy(desc(orders.createdAt), desc(orders.id))
    ).map((row) => row.orderNumber);

  const exported = (body: string) =>
    body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.slice(1, line.indexOf('"', 1)));

  it('sends a named, uncached CSV attachment', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders_20261121_140509.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFF"Order ID","Nama","Telepon","Kode Referral","Total"',
    );
  });

  it('exports every live row once, newest first, across batches and equal timestamps', async () => {
    const numbers = exported((await download()).body);
    const expected = await inOrder();
    expect(expected).toHaveLength(53);
    expect(numbers).toEqual(expected);
  });

  it('applies the status filter', async () => {
    const numbers = exported((await download('?status=paid')).body);
    expect(numbers).toEqual(await inOrder('paid'));
    expect(numbers.length).toBeGreaterThan(0);
  });

  it('writes cells quoted, neutralised and with dashes for missing values', async () => {
    const lines = (await download()).body.split('\r\n');
    expect(lines).toContain(
      '"ORD-20261121-000003","\'=cmd|""/c calc""!A1","\'+6281234567890","-","100000"',
    );
    expect(lines).toContain('"ORD-20261121-000004","Pembeli 4","081200000004","AGEN-4","100000"');
  });
});
