import { ADMIN_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Link } from 'react-router';
import { useNotificationSummary } from '../api/get-notification-summary';

/** The dashboard's warning while any message has failed, with the way to "Notifikasi". */
export function FailedNotificationsBadge() {
  const summary = useNotificationSummary();
  const failed = summary.data?.failed ?? 0;
  if (failed === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-card border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
    >
      <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
        {failed}
      </span>
      <span className="font-medium">{t('admin.notifications.failedBadge', { count: failed })}</span>
      <Link
        to={ADMIN_PAGE_PATHS.notifications}
        className="ml-auto font-medium text-primary underline underline-offset-4"
      >
        {t('admin.notifications.failedBadgeLink')}
      </Link>
    </div>
  );
}
