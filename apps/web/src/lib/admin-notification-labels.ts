import type { AdminNotification, NotificationKindName, NotificationStatus } from '@toko/contracts';
import { t, type MessageKey } from '@toko/contracts/i18n/admin';

export const statusLabel = (status: NotificationStatus) =>
  t(`admin.notifications.status.${status}` as MessageKey);

export const kindLabel = (kind: NotificationKindName) =>
  t(`admin.notifications.kind.${kind}` as MessageKey);

export const recipientLabel = (notification: AdminNotification) =>
  notification.channel === 'webhook' ? t('admin.notifications.webhook') : notification.recipient;
