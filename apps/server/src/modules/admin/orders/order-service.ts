import { SIGNED_URL_TTL_SECONDS, type OrderStatus, type SignedFileUrl } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit/record-audit';
import { enqueueOrderStatus } from '../../notifications/enqueue-notifications';
import {
  findLiveOrder,
  orderStatusHistory,
  softDeleteOrder,
  updateOrderStatus,
} from './admin-orders-repository';
import { toDetail } from './order-views';

type Deps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'now'>;

export const orderNotFound = () =>
  new AppError('not_found', { message: t('admin.order.notFound') });

/** A live order as the detail page shows it, with its status history. */
export async function orderDetail({ database }: Deps, id: string) {
  const row = await findLiveOrder(database.db, id);
  if (!row) throw orderNotFound();
  return toDetail(row, await orderStatusHistory(database.db, row.id));
}

/**
 * Sets the status (unchanged: nothing written), audits the change and writes the buyer's
 * message, in one transaction.
 */
export async function changeOrderStatus(
  deps: Deps,
  adminUserId: string,
  id: string,
  status: OrderStatus,
): Promise<void> {
  const { database, now } = deps;
  const at = now();
  await database.db.transaction(async (tx) => {
    const before = await findLiveOrder(tx, id);
    if (!before) throw orderNotFound();
    if (before.status === status) return;
    await updateOrderStatus(tx, id, status, at);
    await recordAudit(tx, {
      adminUserId,
      action: 'order.status_change',
      entityId: id,
      details: { changes: { status: { old: before.status, new: status } } },
      now: at,
    });
    await enqueueOrderStatus(tx, deps, before, status);
  });
}

/** Hides the order from the lists (its personal data is purged later) and audits it. */
export async function deleteOrder({ database, now }: Deps, adminUserId: string, id: string) {
  const at = now();
  await database.db.transaction(async (tx) => {
    if (!(await softDeleteOrder(tx, id, at))) throw orderNotFound();
    await recordAudit(tx, { adminUserId, action: 'order.delete', entityId: id, now: at });
  });
}

/** A short-lived link to the payment proof, its viewing audited. */
export async function orderProofLink(
  { database, storage, now }: Deps,
  adminUserId: string,
  id: string,
): Promise<SignedFileUrl> {
  const row = await findLiveOrder(database.db, id);
  if (!row?.paymentProofKey) throw orderNotFound();
  const url = await storage.signedUrl(
    row.paymentProofKey,
    SIGNED_URL_TTL_SECONDS,
    row.paymentProofName ?? undefined,
    { userId: adminUserId, permission: 'orders.read' },
  );
  const at = now();
  await database.db.transaction((tx) =>
    recordAudit(tx, { adminUserId, action: 'order.proof_view', entityId: row.id, now: at }),
  );
  return { url, expiresInSeconds: SIGNED_URL_TTL_SECONDS };
}
