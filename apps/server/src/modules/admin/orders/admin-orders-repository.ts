import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { adminAuditEvents, orders, users } from '../../../db/schema';
import type { Transaction } from '../../../lib/transaction';

export async function findLiveOrder(db: Database | Transaction, id: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)));
  return row ?? null;
}

/** Status changes recorded by the audit, newest first, with the admin's email when known. */
export async function orderStatusHistory(db: Database, id: string) {
  const rows = await db
    .select({
      at: adminAuditEvents.createdAt,
      adminEmail: users.email,
      details: adminAuditEvents.details,
    })
    .from(adminAuditEvents)
    .leftJoin(users, eq(users.id, adminAuditEvents.adminUserId))
    .where(
      and(
        eq(adminAuditEvents.entityType, 'order'),
        eq(adminAuditEvents.entityId, id),
        eq(adminAuditEvents.action, 'order.status_change'),
      ),
    )
    .orderBy(desc(adminAuditEvents.createdAt));
  return rows.map((row) => {
    const change = (row.details?.changes as { status?: { old: string; new: string } })?.status;
    return {
      at: row.at.toISOString(),
      adminEmail: row.adminEmail,
      from: change?.old ?? null,
      to: change?.new ?? '',
    };
  });
}

/** Sets the status; paying stamps `paid_at` once (docs/product.md, "Order detail"). */
export async function updateOrderStatus(tx: Transaction, id: string, status: string, now: Date) {
  const [row] = await tx
    .update(orders)
    .set({
      status,
      updatedAt: now,
      paidAt:
        status === 'paid'
          ? sql`coalesce(${orders.paidAt}, ${now.toISOString()}::timestamptz)`
          : undefined,
    })
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
    .returning({ id: orders.id });
  return row ?? null;
}

export async function softDeleteOrder(tx: Transaction, id: string, now: Date) {
  const [row] = await tx
    .update(orders)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
    .returning({ id: orders.id });
  return row ?? null;
}
