import { formatAdminDate, type AdminActivityItem } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import {
  Activity,
  ClipboardList,
  FilePen,
  RefreshCw,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRecentActivity } from '../api/get-dashboard-activity';
import { activityPath, activityText } from './activity-text';
import { RequestCode } from '@/components/ui/request-code';

const ICONS: Record<AdminActivityItem['kind'], LucideIcon> = {
  order_created: ShoppingBag,
  order_status_changed: RefreshCw,
  registration_created: ClipboardList,
  registration_status_changed: RefreshCw,
  registration_edited: FilePen,
};

/**
 * The latest events (new orders and registrations, status changes, registration edits), each
 * linking to its record; the 'no recent activity' text only when there is none.
 */
export function RecentActivityCard() {
  const activity = useRecentActivity();
  const items = activity.data?.items ?? [];

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('admin.dashboard.recentActivity')}</CardTitle>
        <CardDescription>{t('admin.dashboard.recentActivityDescription')}</CardDescription>
      </CardHeader>
      <CardContent aria-busy={activity.isPending}>
        {activity.isPending ? (
          <ul aria-hidden="true" className="grid gap-3">
            {[0, 1, 2].map((row) => (
              <li key={row} className="h-10 animate-pulse rounded-md bg-muted" />
            ))}
          </ul>
        ) : activity.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('admin.dashboard.activity.loadFailed')}: {activity.error.message}
            <RequestCode error={activity.error} />
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center">
            <Activity aria-hidden="true" className="size-8 text-muted-foreground/60" />
            <p className="text-sm text-muted-foreground">{t('admin.dashboard.noRecentActivity')}</p>
          </div>
        ) : (
          <ul
            aria-label={t('admin.dashboard.activity.listLabel')}
            className="grid divide-y divide-border"
          >
            {items.map((item) => {
              const Icon = ICONS[item.kind];
              return (
                <li key={`${item.kind}-${item.entityId}-${item.at}`}>
                  <Link
                    to={activityPath(item)}
                    className="flex items-start gap-3 rounded-md px-2 py-2.5 hover:bg-muted focus-visible:bg-muted"
                  >
                    <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span className="grid min-w-0 gap-0.5">
                      <span className="text-sm font-medium break-words">{activityText(item)}</span>
                      <span className="text-xs text-muted-foreground">
                        <time dateTime={item.at}>{formatAdminDate(item.at)}</time>
                        {item.adminEmail
                          ? ` · ${t('admin.dashboard.activity.by', { email: item.adminEmail })}`
                          : null}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
