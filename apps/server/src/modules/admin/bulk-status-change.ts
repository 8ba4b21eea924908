import type { BulkStatusResult, OrderStatus, RegistrationStatus } from '@toko/contracts';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { orders, registrations } from '../../db/schema';
import type { ListTable } from '../../lib/list-filter';
import type { Transaction } from '../../lib/transaction';
import { recordAudits } from '../audit/record-audit';
import {
  enqueueOrderStatuses,
  enqueueRegistrationStatuses,
} from '../notifications/enqueue-notifications';

/** One bulk change as the admin asked it: a status, and each row with the `updatedAt` they saw. */
export type BulkStatusChange = { rows: { id: string; updatedAt: string }[] } & (
  { kind: 'order'; status: OrderStatus } | { kind: 'registration'; status: RegistrationStatus }
);

type Deps = Pick<AppDeps, 'config' | 'database' | 'now'>;
type Locked = { id: string; status: string; updatedAt: Date };
type Changing = { id: string; from: string };

const TABLES = { order: orders, registration: registrations } as const;

/**
 * Sets one status on many orders or registrations. One transaction, in this order: lock the
 * live rows in id order (two bulk changes never wait on each other in a circle); sort them into
 * changing, unchanged and conflicts (a row gone or deleted since, or whose `updated_at` is not
 * the one the admin saw, is reported and left as it is); set the status (an order that becomes
 * paid stamped `paid_at` once, as on its detail page); audit each changed row as a status change
 * of its own; enqueue their messages.
 */
export async function changeStatuses(
  deps: Deps,
  adminUserId: string,
  change: BulkStatusChange,
): Promise<BulkStatusResult> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const locked = await lockLiveRows(tx, change);
    const { result, changing } = sortRows(change, locked);
    if (changing.length === 0) return result;
    await setStatus(tx, change, changing, now);
    await recordAudits(
      tx,
      changing.map(({ id, from }) => ({
        adminUserId,
        action: `${change.kind}.status_change` as const,
        entityId: id,
        details: { changes: { status: { old: from, new: change.status } } },
        now,
      })),
    );
    await enqueueStatusMessages(tx, deps, change, changing);
    return { ...result, changed: changing.length };
  });
}

async function lockLiveRows(tx: Transaction, change: BulkStatusChange): Promise<Locked[]> {
  const table = TABLES[change.kind];
  return tx
    .select({ id: table.id, status: table.status, updatedAt: table.updatedAt })
    .from(table as ListTable)
    .where(
      and(
        inArray(
          table.id,
          change.rows.map((row) => row.id),
        ),
        isNull(table.deletedAt),
      ),
    )
    .orderBy(asc(table.id))
    .for('update');
}

function sortRows(change: BulkStatusChange, locked: Locked[]) {
  const current = new Map(locked.map((row) => [row.id, row]));
  const result: BulkStatusResult = { changed: 0, unchanged: 0, conflicts: [] };
  const changing: Changing[] = [];
  for (const [id, updatedAt] of new Map(change.rows.map((row) => [row.id, row.updatedAt]))) {
    const row = current.get(id);
    if (!row) result.conflicts.push({ id, reason: 'deleted' });
    else if (row.updatedAt.toISOString() !== updatedAt) {
      result.conflicts.push({ id, reason: 'changed' });
    } else if (row.status === change.status) result.unchanged += 1;
    else changing.push({ id, from: row.status });
  }
  return { result, changing };
}

async function setStatus(
  tx: Transaction,
  change: BulkStatusChange,
  changing: Changing[],
  now: Date,
): Promise<void> {
  const table = TABLES[change.kind];
  const paid =
    change.kind === 'order' && change.status === 'paid'
      ? { paidAt: sql`coalesce(${orders.paidAt}, ${now.toISOString()}::timestamptz)` }
      : {};
  await tx
    .update(table)
    .set({ status: change.status, updatedAt: now, ...paid })
    .where(
      inArray(
        table.id,
        changing.map((row) => row.id),
      ),
    );
}

function enqueueStatusMessages(
  tx: Transaction,
  deps: Deps,
  change: BulkStatusChange,
  changing: Changing[],
): Promise<void> {
  const ids = changing.map((row) => row.id);
  return change.kind === 'order'
    ? enqueueOrderStatuses(tx, deps, ids, change.status)
    : enqueueRegistrationStatuses(tx, deps, ids, change.status);
}
