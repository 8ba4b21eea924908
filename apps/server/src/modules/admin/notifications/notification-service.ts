import {
  NOTIFICATIONS_PAGE_SIZE,
  type AdminNotification,
  type AdminNotificationList,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps';
import { notificationOutbox } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit/record-audit';
import { listOutbox, requeueFailed } from '../../notifications/outbox-repository';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now'>;

const cursorOf = (row: { createdAt: Date; id: string }) =>
  `${row.createdAt.toISOString()}_${row.id}`;

function parseCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [at = '', id = ''] = cursor.split('_');
  return { createdAt: new Date(at), id };
}

/** One page of the outbox, newest first: who was notified of what, never the message body. */
export async function notificationPage(
  { database }: Deps,
  before: string | undefined,
): Promise<AdminNotificationList> {
  const rows = await listOutbox(database.db, {
    limit: NOTIFICATIONS_PAGE_SIZE + 1,
    before: parseCursor(before),
  });
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row): AdminNotification => ({
      ...row,
      kind: row.kind as AdminNotification['kind'],
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    next: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? cursorOf(last) : null,
  };
}

/**
 * "Kirim ulang": a failed message waits again, with another retry period, and the resend is
 * audited. Only a failed one: a pending one is already on its way, a sent one arrived.
 */
export async function resendNotification(
  { config, database, now }: Deps,
  adminUserId: string,
  id: string,
): Promise<void> {
  const at = now();
  await database.db.transaction(async (tx) => {
    const requeued = await requeueFailed(tx, id, {
      now: at,
      retryForMs: config.notify.retry.giveUpAfterMs,
    });
    if (!requeued) {
      const [exists] = await tx
        .select({ id: notificationOutbox.id })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.id, id));
      throw exists
        ? new AppError('conflict', { message: t('admin.notifications.notFailed') })
        : new AppError('not_found', { message: t('admin.notifications.resendFailed') });
    }
    await recordAudit(tx, { adminUserId, action: 'notification.resend', entityId: id, now: at });
  });
}
