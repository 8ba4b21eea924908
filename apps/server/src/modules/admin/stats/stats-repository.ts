import { count, isNull, sql } from 'drizzle-orm';
import type { AdminStats } from '@toko/contracts';
import type { Database } from '../../../db/database';
import { orders, registrations } from '../../../db/schema';

/** The four dashboard counts over live (not soft-deleted) rows: two count queries, no rows. */
export async function countDashboardStats(db: Database): Promise<AdminStats> {
  const [orderCounts, registrationCounts] = await Promise.all([
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
      })
      .from(orders)
      .where(isNull(orders.deletedAt)),
    db
      .select({
        total: count(),
        new: sql<number>`count(*) filter (where ${registrations.status} = 'new')`.mapWith(Number),
      })
      .from(registrations)
      .where(isNull(registrations.deletedAt)),
  ]);
  return {
    totalOrders: orderCounts[0]?.total ?? 0,
    pendingOrders: orderCounts[0]?.pending ?? 0,
    totalRegistrations: registrationCounts[0]?.total ?? 0,
    newRegistrations: registrationCounts[0]?.new ?? 0,
  };
}
