import type { BulkStatusResult } from '@toko/contracts';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import type { ListTable } from '../../lib/list-filter';
import type { Transaction } from '../../lib/transaction';
import { recordAudits, type AuditAction } from '../audit/record-audit';

export type BulkStatusChange = {
  table: ListTable & { updatedAt: ListTable['createdAt'] };
  action: Extract<AuditAction, 'order.status_change' | 'registration.status_change'>;
  adminUserId: string;
  status: string;
  /** Each row with the `updatedAt` the admin saw. */
  rows: { id: string; updatedAt: string }[];
  now: Date;
  /** Writes the changed rows' notifications in the same transaction. */
  notify: (tx: Transaction, changedIds: string[]) => Promise<void>;
};

/**
 * Sets one status on many rows in one transaction, each changed row audited as a status change
 * of its own (and an order that becomes paid stamped `paid_at` once, as on its detail page).
 * The rows are locked first, in id order (two bulk changes never wait on each other in a
 * circle); a row gone or deleted since, or whose `updated_at` is not the one the admin saw
 * (another admin changed it), is reported and left as it is.
 */
export async function changeStatuses(
  db: Database,
  { table, action, adminUserId, status, rows, now, notify }: BulkStatusChange,
): Promise<BulkStatusResult> {
  const seen = new Map(rows.map((row) => [row.id, row.updatedAt]));
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: table.id, status: table.status, updatedAt: table.updatedAt })
      .from(table as ListTable)
      .where(and(inArray(table.id, [...seen.keys()]), isNull(table.deletedAt)))
      .orderBy(asc(table.id))
      .for('update');
    const current = new Map(locked.map((row) => [row.id as string, row]));
    const result: BulkStatusResult = { changed: 0, unchanged: 0, conflicts: [] };
    const changing: { id: string; from: string }[] = [];
    for (const [id, updatedAt] of seen) {
      const row = current.get(id);
      if (!row) result.conflicts.push({ id, reason: 'deleted' });
      else if ((row.updatedAt as Date).toISOString() !== updatedAt) {
        result.conflicts.push({ id, reason: 'changed' });
      } else if (row.status === status) result.unchanged += 1;
      else changing.push({ id, from: row.status as string });
    }
    if (changing.length === 0) return result;
    const paid =
      table === orders && status === 'paid'
        ? { paidAt: sql`coalesce(${orders.paidAt}, ${now.toISOString()}::timestamptz)` }
        : {};
    await tx
      .update(table)
      .set({ status, updatedAt: now, ...paid })
      .where(
        inArray(
          table.id,
          changing.map((row) => row.id),
        ),
      );
    await recordAudits(
      tx,
      changing.map(({ id, from }) => ({
        adminUserId,
        action,
        entityId: id,
        details: { changes: { status: { old: from, new: status } } },
        now,
      })),
    );
    await notify(
      tx,
      changing.map((row) => row.id),
    );
    result.changed = changing.length;
    return result;
  });
}
