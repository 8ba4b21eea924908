import {
  adminDetailPath,
  ORDER_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
  type AdminActivityItem,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';

function statusLabel(entity: AdminActivityItem['entity'], status: string | null): string {
  if (!status) return '-';
  const labels: Record<string, string> =
    entity === 'order' ? ORDER_STATUS_LABELS : REGISTRATION_STATUS_LABELS;
  return labels[status] ?? status;
}

/** One event as a sentence, e.g. 'Status order ORD-… (Budi): Pending → Dibayar'. */
export function activityText(item: AdminActivityItem): string {
  const params = {
    code: item.code,
    name: item.name,
    from: statusLabel(item.entity, item.fromStatus),
    to: statusLabel(item.entity, item.toStatus),
    count: item.fields.length,
  };
  switch (item.kind) {
    case 'order_created':
      return t('admin.dashboard.activity.orderCreated', params);
    case 'order_status_changed':
      return t('admin.dashboard.activity.orderStatusChanged', params);
    case 'registration_created':
      return t('admin.dashboard.activity.registrationCreated', params);
    case 'registration_status_changed':
      return t('admin.dashboard.activity.registrationStatusChanged', params);
    case 'registration_edited':
      return t('admin.dashboard.activity.registrationEdited', params);
  }
}

/** The record's admin page. */
export function activityPath(item: AdminActivityItem): string {
  return adminDetailPath(item.entity, item.entityId);
}
