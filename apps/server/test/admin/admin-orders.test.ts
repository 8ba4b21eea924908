import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents, orders } from '../../src/db/schema';
import { newObjectKey } from '../../src/storage/object-keys';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { orderRow } from '../lib/order-rows';

describe('admin orders API', () => {
  let testApp: TestApp;
  let cookie: string;
  let ids: string[];

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    const rows = Array.from({ length: 60 }, (_, index) =>
      orderRow(index, {
        buyerName: index === 7 ? 'Budi_50% Santoso' : `Pembeli ${index}`,
        referralCode: index % 10 === 0 ? 'AGEN_X' : null,
        deletedAt: index === 59 ? new Date() : null,
      }),
    );
    const inserted = await testApp.deps.database.db
      .insert(orders)
      .values(rows)
      .returning({ id: orders.id });
    ids = inserted.map((row) => row.id);
  });
  afterAll(() => testApp.close());

  const get = (url: string, withCookie = cookie) =>
    testApp.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} });

  it('answers 401 without a session and 403 for a signed-in non-admin', async () => {
    expect((await get('/api/admin/orders', '')).statusCode).toBe(401);
    const user = await createUser(testApp.deps, { admin: false });
    const userCookie = await loginAs(testApp.app, user);
    for (const url of [
      '/api/admin/orders',
      `/api/admin/orders/${ids[0]}`,
      '/api/admin/orders/export.csv',
    ]) {
      expect((await get(url, userCookie)).statusCode, url).toBe(403);
    }
  });

  it('pages 25 at a time, newest first, with the exact total of live rows', async () => {
    const first = (await get('/api/admin/orders')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 59, pageCount: 3 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0].buyerName).toBe('Pembeli 58');
    const third = (await get('/api/admin/orders?page=3')).json();
    expect(third.items).toHaveLength(9);
    expect(third.items.at(-1).buyerName).toBe('Pembeli 0');
  });

  it('searches name, email, phone, referral code and order number, case-insensitively', async () => {
    const search = async (q: string) =>
      (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json();
    expect(
      (await search('budi_50%')).items.map((item: { buyerName: string }) => item.buyerName),
    ).toEqual(['Budi_50% Santoso']);
    expect((await search('PEMBELI12@EXAMPLE')).total).toBe(1);
    expect((await search('agen_x')).total).toBe(6);
    expect((await search('ORD-20261121-000033')).total).toBe(1);
    expect((await search('ORD-20261121-000059')).total).toBe(0);
  });

  it('filters by status and refuses an unknown one', async () => {
    const paid = (await get('/api/admin/orders?status=paid')).json();
    expect(paid.items.every((item: { status: string }) => item.status === 'paid')).toBe(true);
    expect(paid.total).toBe(10);
    expect((await get('/api/admin/orders?status=lunas')).statusCode).toBe(400);
  });

  it('shows a detail, and 404 for a deleted or unknown order', async () => {
    const detail = (await get(`/api/admin/orders/${ids[7]}`)).json();
    expect(detail).toMatchObject({
      buyerName: 'Budi_50% Santoso',
      items: [],
      proof: null,
      statusHistory: [],
    });
    const deleted = await get(`/api/admin/orders/${ids[59]}`);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error.message).toBe('Order tidak ditemukan');
    expect((await get('/api/admin/orders/not-a-uuid')).statusCode).toBe(400);
  });

  it('changes the status with an audit row; paying stamps paid_at once', async () => {
    const id = ids[1]!;
    const patch = (status: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}`,
        headers: { cookie },
        payload: { status },
      });
    const paid = await patch('paid');
    expect(paid.statusCode).toBe(200);
    const paidAt = paid.json().paidAt;
    expect(paidAt).not.toBeNull();
    testApp.advanceTime(60_000);
    await patch('refunded');
    const again = (await patch('paid')).json();
    expect(again.paidAt).toBe(paidAt);
    expect(again.statusHistory.map((change: { to: string }) => change.to)).toEqual([
      'paid',
      'refunded',
      'paid',
    ]);
    expect(again.statusHistory[0].adminEmail).toMatch(/@example\.com$/);
    expect((await patch('lunas')).statusCode).toBe(400);
  });

  it('soft-deletes an order: gone from the list, the detail and the export', async () => {
    const id = ids[2]!;
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/admin/orders/${id}`)).statusCode).toBe(404);
    expect((await get('/api/admin/orders?q=ORD-20261121-000002')).json().total).toBe(0);
    expect((await get('/api/admin/orders/export.csv')).body).not.toContain('ORD-20261121-000002');
    const [audit] = await testApp.deps.database.db
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.entityId, id));
    expect(audit?.action).toBe('order.delete');
  });

  it('exports every live row as the spec’s CSV, formulas neutralised, and records the export', async () => {
    await testApp.deps.database.db
      .update(orders)
      .set({ buyerName: '=HYPERLINK("http://x")', phone: '+6281200000005', referralCode: null })
      .where(eq(orders.id, ids[5]!));
    const response = await get('/api/admin/orders/export.csv?status=refunded');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders_\d{8}_\d{6}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Order ID","Tanggal","Nama","Telepon","Email","Kode Referral","Total","Metode Bayar","Status"',
    );
    const row = lines.find((line) => line.startsWith('"ORD-20261121-000005"'));
    expect(row).toContain(`"'=HYPERLINK(""http://x"")","'+6281200000005"`);
    expect(row).toContain('"-","100000","-","Refund"');
    expect(lines.filter((line) => line.startsWith('"ORD-')).length).toBe(9);
    const exports = await testApp.deps.database.db
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.action, 'order.export'));
    expect(exports.at(-1)?.details).toEqual({ filter: { status: 'refunded' } });
  });

  it('gives a 300 s signed link to the proof and records the view', async () => {
    const key = newObjectKey('payment-proofs', 'pdf');
    await testApp.deps.storage.put(key, Readable.from([Buffer.from('%PDF-1.7 bukti')]), {
      maxBytes: 1000,
      contentType: 'application/pdf',
    });
    await testApp.deps.database.db
      .update(orders)
      .set({
        paymentProofKey: key,
        paymentProofName: 'bukti.pdf',
        paymentProofType: 'application/pdf',
      })
      .where(eq(orders.id, ids[3]!));
    const link = (await get(`/api/admin/orders/${ids[3]}/proof`)).json();
    expect(link.expiresInSeconds).toBe(300);
    const file = await testApp.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('bukti.pdf');
    expect((await get(`/api/admin/orders/${ids[4]}/proof`)).statusCode).toBe(404);
  });
});
