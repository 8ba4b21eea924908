import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRows } from '../../src/cli/seed-rows';
import type { DatabaseHandle } from '../../src/db/database';
import { orderSearch, orders, registrationSearch, registrations } from '../../src/db/schema';
import { sortKeyOf } from '../../src/lib/list-order';
import { openTestDatabase } from '../helpers/test-database';

/**
 * `order_search` and `registration_search` (kept by the triggers of migrations 0007 and 0018)
 * against the live rows, their sort keys included.
 */
describe('narrow search tables', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

  async function expectExact() {
    const { db } = database;
    for (const [wide, narrow] of [
      [orders, orderSearch],
      [registrations, registrationSearch],
    ] as const) {
      const live = await db
        .select({
          id: wide.id,
          createdAt: wide.createdAt,
          status: wide.status,
          searchText: wide.searchText,
          ...('total' in wide ? { total: wide.total } : {}),
          sortName: sql<string>`${sortKeyOf(wide, 'name')}`,
        })
        .from(wide)
        .where(isNull(wide.deletedAt));
      const kept = await db.select().from(narrow);
      expect(kept.sort(byId)).toEqual(live.sort(byId));
    }
  }

  it('follows inserts, searched-column and status changes, soft and hard deletes, and truncation', async () => {
    const { db } = database;
    await expectExact();
    await seedRows(db, { orders: 500, registrations: 300, now: new Date(), batchSize: 200 });
    await expectExact();
    expect((await db.select().from(orderSearch)).length).toBe(500);

    const ids = (await db.select({ id: orders.id }).from(orders).limit(60)).map((row) => row.id);
    await db
      .update(orders)
      .set({ status: 'paid' })
      .where(eq(orders.id, ids[0] ?? ''));
    await db
      .update(orders)
      .set({ buyerName: 'Zaqwe Baru', referralCode: 'XYZ', total: 123_456 })
      .where(inArray(orders.id, ids.slice(1, 20)));
    await db
      .update(orders)
      .set({ notes: 'dicek' })
      .where(inArray(orders.id, ids.slice(20, 25)));
    // A sort key alone: the total, which no search reads.
    await db
      .update(orders)
      .set({ total: sql`${orders.total} + 1` })
      .where(inArray(orders.id, ids.slice(25, 30)));
    await db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '1 day'` })
      .where(inArray(orders.id, ids.slice(30, 35)));
    await db
      .update(orders)
      .set({ deletedAt: new Date() })
      .where(inArray(orders.id, ids.slice(40, 50)));
    await db
      .update(orders)
      .set({ deletedAt: null, email: 'balik@contoh.id' })
      .where(inArray(orders.id, ids.slice(40, 45)));
    await db
      .update(registrations)
      .set({
        status: 'verified',
        fullName: 'Nama Lengkap Baru',
        deletedAt: sql`case when random() < 0.5 then now() end`,
      })
      .where(eq(registrations.status, 'new'));
    // No full name: the list shows, and sorts by, the name.
    await db
      .update(registrations)
      .set({ fullName: '' })
      .where(eq(registrations.status, 'verified'));
    await expectExact();

    await db.delete(orders).where(inArray(orders.id, ids.slice(45, 60)));
    await expectExact();

    // A failed statement leaves the narrow tables as they were.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(orders).set({ buyerName: 'Gagal' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectExact();

    await db.execute(sql`truncate orders, registrations cascade`);
    await expectExact();
    expect(await db.select().from(orderSearch)).toEqual([]);
    await seedRows(db, { orders: 50, registrations: 50, now: new Date(), batchSize: 50 });
    await expectExact();
  });
});
