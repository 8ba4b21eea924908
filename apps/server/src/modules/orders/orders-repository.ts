import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';

export type NewOrder = typeof orders.$inferInsert;

export async function insertOrder(tx: Transaction, values: NewOrder) {
  const [row] = await tx
    .insert(orders)
    .values(values)
    .returning({ id: orders.id, orderNumber: orders.orderNumber, total: orders.total });
  if (!row) throw new Error('order insert returned no row');
  return row;
}

/** A live order by its number, for the buyer's status page. */
export async function findOrderForStatus(db: Database, orderNumber: string) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, status: orders.status, phone: orders.phone })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), isNull(orders.deletedAt)));
  return row ?? null;
}
