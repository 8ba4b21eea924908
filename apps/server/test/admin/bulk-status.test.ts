import { BULK_STATUS_MAX_ROWS } from '@toko/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents, orders, registrations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { orderRow } from '../lib/order-rows';
import { registrationRow } from './registration-rows';

type Version = { id: string; updatedAt: string };

describe('bulk status changes', () => {
  let testApp: TestApp;
  let cookie: string;
  let otherAdmin: string;
  let orderVersions: Version[];
  let registrationVersions: Version[];

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    otherAdmin = await loginAs(testApp.app, await createUser(testApp.deps));
    const db = testApp.deps.database.db;
    const inserted = await db
      .insert(orders)
      .values(
        Array.from({ length: BULK_STATUS_MAX_ROWS + 10 }, (_, index) =>
          orderRow(index, { status: 'pending' }),
        ),
      )
      .returning({ id: orders.id, updatedAt: orders.updatedAt });
    orderVersions = inserted.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
    const registered = await db
      .insert(registrations)
      .values(Array.from({ length: 5 }, (_, index) => registrationRow(index, { status: 'new' })))
      .returning({ id: registrations.id, updatedAt: registrations.updatedAt });
    registrationVersions = registered.map((row) => ({
      id: row.id,
      updatedAt: row.updatedAt.toISOString(),
    }));
  });
  afterAll(() => testApp.close());

  const send = (
    list: 'orders' | 'registrations',
    body: unknown,
    method: 'POST' | 'PATCH' | 'DELETE' = 'POST',
    path = 'bulk-status',
    withCookie = cookie,
  ) =>
    testApp.app.inject({
      method,
      url: `/api/admin/${list}/${path}`,
      headers: { cookie: withCookie },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  const statusChanges = (ids: string[]) =>
    testApp.deps.database.db
      .select()
      .from(adminAuditEvents)
      .where(
        and(
          eq(adminAuditEvents.action, 'order.status_change'),
          inArray(adminAuditEvents.entityId, ids),
        ),
      );

  it('is for admins only', async () => {
    const user = await loginAs(testApp.app, await createUser(testApp.deps, { admin: false }));
    const body = { status: 'paid', rows: orderVersions.slice(0, 1) };
    expect((await send('orders', body, 'POST', 'bulk-status', user)).statusCode).toBe(403);
    expect((await send('orders', body, 'POST', 'bulk-status', '')).statusCode).toBe(401);
  });

  it('refuses a 101st row, no rows, and an unknown status, changing nothing', async () => {
    const tooMany = await send('orders', {
      status: 'paid',
      rows: orderVersions.slice(0, BULK_STATUS_MAX_ROWS + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ rows: 'Paling banyak 100 data sekaligus' });
    const none = await send('orders', { status: 'paid', rows: [] });
    expect(none.json().error.fields).toEqual({ rows: 'Pilih minimal satu data' });
    expect(
      (await send('registrations', { status: 'paid', rows: registrationVersions })).statusCode,
    ).toBe(400);
    const paid = await testApp.deps.database.db
      .select()
      .from(orders)
      .where(eq(orders.status, 'paid'));
    expect(paid).toHaveLength(0);
  });

  it('marks 100 orders paid in one request: each audited, paid_at set', async () => {
    const rows = orderVersions.slice(0, BULK_STATUS_MAX_ROWS);
    const response = await send('orders', { status: 'paid', rows });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: 100, unchanged: 0, conflicts: [] });
    const ids = rows.map((row) => row.id);
    const changed = await testApp.deps.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(changed.every((row) => row.status === 'paid' && row.paidAt !== null)).toBe(true);
    const audits = await statusChanges(ids);
    expect(audits).toHaveLength(100);
    expect(new Set(audits.map((audit) => audit.entityId))).toEqual(new Set(ids));
    expect(audits[0]!.details).toEqual({ changes: { status: { old: 'pending', new: 'paid' } } });
    // The same versions again: each row has changed since (by this very change).
    const again = (await send('orders', { status: 'paid', rows: rows.slice(0, 2) })).json();
    expect(again.conflicts.map((conflict: { reason: string }) => conflict.reason)).toEqual([
      'changed',
      'changed',
    ]);
  });

  it('reports rows another admin changed or deleted meanwhile, and leaves them as they are', async () => {
    const [edited, deleted, untouched] = orderVersions.slice(BULK_STATUS_MAX_ROWS, -1);
    expect(
      (await send('orders', { status: 'canceled' }, 'PATCH', edited!.id, otherAdmin)).statusCode,
    ).toBe(200);
    expect((await send('orders', undefined, 'DELETE', deleted!.id, otherAdmin)).statusCode).toBe(
      204,
    );
    const response = await send('orders', { status: 'failed', rows: [edited, deleted, untouched] });
    expect(response.json()).toEqual({
      changed: 1,
      unchanged: 0,
      conflicts: [
        { id: edited!.id, reason: 'changed' },
        { id: deleted!.id, reason: 'deleted' },
      ],
    });
    const [kept] = await testApp.deps.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, edited!.id));
    expect(kept!.status).toBe('canceled');
    expect((await statusChanges([edited!.id])).map((audit) => audit.details)).toEqual([
      { changes: { status: { old: 'pending', new: 'canceled' } } },
    ]);
  });

  it('keeps one winner when an edit and a bulk change of the same row race', async () => {
    const row = orderVersions.at(-1)!;
    const [edit, bulk] = await Promise.all([
      send('orders', { status: 'refunded' }, 'PATCH', row.id, otherAdmin),
      send('orders', { status: 'paid', rows: [row] }),
    ]);
    expect(edit.statusCode).toBe(200);
    const result = bulk.json();
    const [after] = await testApp.deps.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, row.id));
    const audits = (await statusChanges([row.id])).map(
      (audit) => (audit.details as { changes: { status: { new: string } } }).changes.status.new,
    );
    if (result.changed === 1) {
      // The bulk change committed first; the edit then changed the paid row, audited both.
      expect(audits.sort()).toEqual(['paid', 'refunded']);
      expect(after!.status).toBe('refunded');
    } else {
      // The edit committed first: the bulk change saw a newer version and left it alone.
      expect(result).toEqual({
        changed: 0,
        unchanged: 0,
        conflicts: [{ id: row.id, reason: 'changed' }],
      });
      expect(audits).toEqual(['refunded']);
      expect(after!.status).toBe('refunded');
    }
  });

  it('verifies registrations in bulk, counting those already in the status', async () => {
    const first = await send('registrations', {
      status: 'verified',
      rows: registrationVersions.slice(0, 3),
    });
    expect(first.json()).toEqual({ changed: 3, unchanged: 0, conflicts: [] });
    const listed = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/registrations?status=verified',
        headers: { cookie },
      })
    ).json();
    expect(listed.total).toBe(3);
    const fresh = listed.items.map((item: Version) => ({ id: item.id, updatedAt: item.updatedAt }));
    const second = await send('registrations', { status: 'verified', rows: fresh });
    expect(second.json()).toEqual({ changed: 0, unchanged: 3, conflicts: [] });
    const audits = await testApp.deps.database.db
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.action, 'registration.status_change'));
    expect(audits).toHaveLength(3);
  });
});
