import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRows } from '../../src/cli/seed-rows';
import type { DatabaseHandle } from '../../src/db/database';
import { listCounts, orders, registrations } from '../../src/db/schema';
import { openTestDatabase } from '../helpers/test-database';

/** `list_counts` (kept by the triggers of migration 0006) against a real count of live rows. */
describe('list_counts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function kept(list: string) {
    const rows = await database.db.select().from(listCounts).where(eq(listCounts.list, list));
    return Object.fromEntries(
      rows.filter((row) => row.live !== 0).map((row) => [row.status, Number(row.live)]),
    );
  }

  async function counted(table: typeof orders | typeof registrations) {
    const rows = await database.db
      .select({ status: table.status, live: count() })
      .from(table)
      .where(isNull(table.deletedAt))
      .groupBy(table.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.live]));
  }

  async function expectExact() {
    expect(await kept('orders')).toEqual(await counted(orders));
    expect(await kept('registrations')).toEqual(await counted(registrations));
  }

  it('follows bulk inserts, status changes, soft and hard deletes, and truncation', async () => {
    const { db } = database;
    await expectExact();
    await seedRows(db, { orders: 700, registrations: 400, now: new Date(), batchSize: 300 });
    await expectExact();
    expect(Object.values(await kept('orders')).reduce((a, b) => a + b, 0)).toBe(700);

    // One row, many rows, a change that changes nothing counted, a soft delete, an undelete.
    const ids = (await db.select({ id: orders.id }).from(orders).limit(60)).map((row) => row.id);
    await db
      .update(orders)
      .set({ status: 'paid' })
      .where(eq(orders.id, ids[0] ?? ''));
    await db
      .update(orders)
      .set({ status: 'refunded' })
      .where(inArray(orders.id, ids.slice(1, 30)));
    await db
      .update(orders)
      .set({ notes: 'dicek' })
      .where(inArray(orders.id, ids.slice(30, 40)));
    await db
      .update(orders)
      .set({ deletedAt: new Date() })
      .where(inArray(orders.id, ids.slice(40, 50)));
    await db
      .update(orders)
      .set({ deletedAt: null, status: 'failed' })
      .where(inArray(orders.id, ids.slice(40, 45)));
    await db
      .update(registrations)
      .set({ status: 'verified', deletedAt: sql`case when random() < 0.5 then now() end` })
      .where(eq(registrations.status, 'new'));
    await expectExact();

    await db.delete(orders).where(and(inArray(orders.id, ids.slice(45, 60))));
    await expectExact();

    // A failed statement leaves the counts as they were.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'canceled' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectExact();

    await db.execute(sql`truncate registrations cascade`);
    expect(await kept('registrations')).toEqual({});
    await expectExact();
  });
});
