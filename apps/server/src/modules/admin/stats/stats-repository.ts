import type { AdminStats } from '@toko/contracts';
import type { Database } from '../../../db/database';
import { listCounts } from '../../../db/schema';

/**
 * The four dashboard counts over live (not soft-deleted) rows, read from `list_counts` (kept
 * exact by triggers on orders and registrations): one small query, whatever the table sizes.
 */
export async function countDashboardStats(db: Database): Promise<AdminStats> {
  const rows = await db.select().from(listCounts);
  const sum = (list: string, status?: string) =>
    rows
      .filter((row) => row.list === list && (status === undefined || row.status === status))
      .reduce((total, row) => total + Number(row.live), 0);
  return {
    totalOrders: sum('orders'),
    pendingOrders: sum('orders', 'pending'),
    totalRegistrations: sum('registrations'),
    newRegistrations: sum('registrations', 'new'),
  };
}
