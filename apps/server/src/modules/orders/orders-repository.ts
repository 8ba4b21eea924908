import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import { insertWithUniqueCode } from '../../lib/insert-with-unique-code';
import { readableCode } from '../../lib/readable-code';
import type { Transaction } from '../../lib/transaction';

export type NewOrder = Omit<typeof orders.$inferInsert, 'orderNumber'> & { createdAt: Date };

/**
 * Inserts the order under a fresh readable number (`ORD-yyyyMMdd-XXXXXX` of its day), another
 * one while a number is taken: see `insertWithUniqueCode`.
 */
export function insertOrderWithFreshNumber(tx: Transaction, values: NewOrder) {
  return insertWithUniqueCode(
    tx,
    { column: orders.orderNumber, generate: () => readableCode('ORD', values.createdAt) },
    async (db, orderNumber) => {
      const [row] = await db
        .insert(orders)
        .values({ ...values, orderNumber })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning({ id: orders.id, orderNumber: orders.orderNumber, total: orders.total });
      return row;
    },
  );
}

/** A live order by its number, for the buyer's status page. */
export async function findOrderForStatus(db: Database, orderNumber: string) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, status: orders.status, phone: orders.phone })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), isNull(orders.deletedAt)));
  return row ?? null;
}

/** The success page's number and total of a live order created after `since`. */
export async function findRecentOrderSummary(db: Database, id: string, since: Date) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, total: orders.total })
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt), gt(orders.createdAt, since)));
  return row ?? null;
}
