import {
  formatAdminDate,
  NOTIFICATION_STATUS_BADGES,
  type AdminNotification,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Badge } from '@/components/ui/badge';
import { LIST_CELL, WideTable } from '@/components/ui/list-table';
import { kindLabel, recipientLabel, statusLabel } from '@/lib/admin-notification-labels';
import { ResendButton } from './resend-button';

const COLUMNS = [
  t('admin.notifications.column.date'),
  t('admin.notifications.column.kind'),
  t('admin.notifications.column.recipient'),
  t('admin.notifications.column.reference'),
  t('admin.notifications.column.status'),
  t('admin.notifications.column.tries'),
  t('admin.notifications.column.lastError'),
  t('admin.notifications.column.action'),
];

function StatusBadge({ notification }: { notification: AdminNotification }) {
  return (
    <Badge variant={NOTIFICATION_STATUS_BADGES[notification.status]}>
      {statusLabel(notification.status)}
    </Badge>
  );
}

/** On a phone each message is a card; from `lg` a table. */
export function NotificationsTable({ notifications }: { notifications: AdminNotification[] }) {
  return (
    <>
      <ul className="grid gap-3 lg:hidden" aria-label={t('admin.notifications.tableLabel')}>
        {notifications.map((notification) => (
          <li
            key={notification.id}
            className="grid gap-2 rounded-card border border-border bg-background p-4 text-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium">{kindLabel(notification.kind)}</span>
                <span className="font-mono text-xs text-muted-foreground">
                  {notification.reference}
                </span>
              </div>
              <StatusBadge notification={notification} />
            </div>
            <p className="break-all">{recipientLabel(notification)}</p>
            <p className="text-xs text-muted-foreground">
              {formatAdminDate(notification.createdAt)} · {t('admin.notifications.column.tries')}:{' '}
              {notification.tries}
            </p>
            {notification.lastError ? (
              <p className="text-xs break-words text-destructive">{notification.lastError}</p>
            ) : null}
            <div>
              <ResendButton notification={notification} />
            </div>
          </li>
        ))}
      </ul>
      <WideTable
        label={t('admin.notifications.tableLabel')}
        columns={COLUMNS}
        className="w-full min-w-[56rem] text-sm"
      >
        {notifications.map((notification) => (
          <tr key={notification.id} className="border-b border-border last:border-b-0">
            <td className={`${LIST_CELL} whitespace-nowrap`}>
              {formatAdminDate(notification.createdAt)}
            </td>
            <td className={LIST_CELL}>{kindLabel(notification.kind)}</td>
            <td className={`${LIST_CELL} break-all`}>{recipientLabel(notification)}</td>
            <td className={`${LIST_CELL} font-mono text-xs whitespace-nowrap`}>
              {notification.reference}
            </td>
            <td className={LIST_CELL}>
              <StatusBadge notification={notification} />
            </td>
            <td className={`${LIST_CELL} text-right`}>{notification.tries}</td>
            <td className={`${LIST_CELL} max-w-64 text-xs break-words text-muted-foreground`}>
              {notification.lastError ?? '-'}
            </td>
            <td className={LIST_CELL}>
              <ResendButton notification={notification} />
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
