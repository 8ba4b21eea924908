import { jakartaDay } from '@toko/contracts';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRows } from '../../src/cli/seed-rows';
import type { DatabaseHandle } from '../../src/db/database';
import { listCounts, listDayCounts, orders, registrations } from '../../src/db/schema';
import { openTestDatabase } from '../helpers/test-database';
import { orderRow } from '../lib/order-rows';

/**
 * `list_counts` and `list_day_counts` (kept by the triggers of migrations 0006 and 0018) against
 * a real count of live rows.
 */
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

  /** `list_day_counts` (migration 0018), non-zero entries, as `status day` → live rows. */
  async function keptDays(list: string) {
    const rows = await database.db.select().from(listDayCounts).where(eq(listDayCounts.list, list));
    return Object.fromEntries(
      rows.filter((row) => row.live !== 0).map((row) => [`${row.status} ${row.day}`, row.live]),
    );
  }

  /** The live rows per status and per Jakarta day, the day computed here in JavaScript. */
  async function countedDays(table: typeof orders | typeof registrations) {
    const rows = await database.db
      .select({ status: table.status, createdAt: table.createdAt })
      .from(table)
      .where(isNull(table.deletedAt));
    const days: Record<string, number> = {};
    for (const row of rows) {
      const key = `${row.status} ${jakartaDay(row.createdAt)}`;
      days[key] = (days[key] ?? 0) + 1;
    }
    return days;
  }

  async function expectExact() {
    expect(await kept('orders')).toEqual(await counted(orders));
    expect(await kept('registrations')).toEqual(await counted(registrations));
    expect(await keptDays('orders')).toEqual(await countedDays(orders));
    expect(await keptDays('registrations')).toEqual(await countedDays(registrations));
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
    // Moved to another day, and rows on both sides of midnight in Jakarta (17:00 UTC).
    await db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '1 day'` })
      .where(inArray(orders.id, ids.slice(50, 55)));
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-11-25T16:59:59.999Z') })
      .where(eq(orders.id, ids[55] ?? ''));
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-11-25T17:00:00.000Z') })
      .where(eq(orders.id, ids[56] ?? ''));
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

  // On PostgreSQL each transaction holds a connection of its own; PGlite runs them in turn.
  it('stays exact with writers in parallel transactions on the same days and statuses', async () => {
    const { db } = database;
    const base = await db
      .insert(orders)
      .values(Array.from({ length: 160 }, (_, index) => orderRow(10_000 + index)))
      .returning({ id: orders.id });
    const ids = base.map((row) => row.id);
    const writer = (n: number) =>
      db.transaction(async (tx) => {
        // Orders of the same few minutes (one day, every status), then changes of rows no other
        // writer touches: statuses, a move to the next day, soft and hard deletes, an undelete.
        await tx
          .insert(orders)
          .values(Array.from({ length: 25 }, (_, index) => orderRow(20_000 + n * 100 + index)));
        const mine = ids.slice(n * 20, n * 20 + 20);
        await tx
          .update(orders)
          .set({ status: 'paid' })
          .where(inArray(orders.id, mine.slice(0, 8)));
        await tx
          .update(orders)
          .set({ createdAt: sql`${orders.createdAt} + interval '1 day'` })
          .where(inArray(orders.id, mine.slice(8, 12)));
        await tx
          .update(orders)
          .set({ deletedAt: new Date() })
          .where(inArray(orders.id, mine.slice(12, 18)));
        await tx
          .update(orders)
          .set({ deletedAt: null, status: 'canceled' })
          .where(inArray(orders.id, mine.slice(12, 14)));
        await tx.delete(orders).where(inArray(orders.id, mine.slice(18, 20)));
        if (n === 7) throw new Error('rolled back');
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => writer(n)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      ...Array(7).fill('fulfilled'),
      'rejected',
    ]);
    await expectExact();
  });
});
