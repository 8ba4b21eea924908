import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRows } from '../../src/cli/seed-rows';
import { orders, searchTerms } from '../../src/db/schema';
import { REMEMBER_MIN_MATCHES } from '../../src/lib/search-term-memory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';

/**
 * The admin orders list with enough rows for a search to be remembered: the route remembers the
 * term after answering, and its later answers stay exact through status changes and deletes.
 */
describe('a search the admin list remembers', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    await seedRows(testApp.deps.database.db, {
      orders: REMEMBER_MIN_MATCHES + 200,
      registrations: 0,
      now: new Date(),
    });
  });
  afterAll(() => testApp.close());

  const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie }, payload });
  const list = async (query: string) => {
    const response = await send('GET', `/api/admin/orders?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { total: number; items: { id: string; status: string }[] };
  };
  /** The oracle: live orders whose searched columns contain "ord-2", ignoring case. */
  const matching = (status?: string) =>
    testApp.deps.database.db.$count(
      orders,
      and(
        isNull(orders.deletedAt),
        like(orders.searchText, '%ord-2%'),
        status ? eq(orders.status, status) : undefined,
      ),
    );
  const remembered = async () =>
    (await testApp.deps.database.db.select().from(searchTerms)).map((row) => row.term);

  it('remembers a term found in many rows, then answers it exactly from what it kept', async () => {
    const first = await list('q=ORD-2');
    expect(first.total).toBe(await matching());
    expect(first.total).toBeGreaterThanOrEqual(REMEMBER_MIN_MATCHES);
    await expect.poll(remembered, { timeout: 10_000 }).toContain('ord-2');

    const [paid, gone] = first.items;
    expect(
      (await send('PATCH', `/api/admin/orders/${paid?.id}`, { status: 'paid' })).statusCode,
    ).toBe(200);
    expect((await send('DELETE', `/api/admin/orders/${gone?.id}`)).statusCode).toBe(204);

    const again = await list('q=ord-2');
    expect(again.total).toBe(await matching());
    expect(again.total).toBe(first.total - 1);
    expect(again.items.map((item) => item.id)).not.toContain(gone?.id);
    const onlyPaid = await list('q=Ord-2&status=paid');
    expect(onlyPaid.total).toBe(await matching('paid'));
    expect(onlyPaid.items.every((item) => item.status === 'paid')).toBe(true);
    expect(onlyPaid.items.map((item) => item.id)).toContain(paid?.id);
  });
});
