import { t } from '@toko/contracts/i18n/admin';
import { useMay } from '@/lib/staff-role';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminStats } from '../api/get-admin-stats';
import { BackupStatusCard } from './backup-status-card';
import { DailyChartCard } from './daily-chart-card';
import { FailedNotificationsBadge } from './failed-notifications-badge';
import { QuickActionsCard } from './quick-actions-card';
import { RecentActivityCard } from './recent-activity-card';
import { StatCards } from './stat-cards';
import { StatsError } from './stats-error';

export function DashboardPage() {
  const stats = useAdminStats();
  const mayManageNotifications = useMay('notifications.manage');
  const mayManageBackups = useMay('backups.manage');
  usePageTitle(t('admin.dashboard.pageTitle'));

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('admin.nav.dashboard')}</h1>
        <p className="mt-1 text-muted-foreground">{t('admin.dashboard.greeting')}</p>
      </div>
      {mayManageNotifications ? <FailedNotificationsBadge /> : null}
      <section aria-busy={stats.isPending} className="grid gap-3">
        {stats.isPending ? <p className="sr-only">{t('common.loadingData')}</p> : null}
        {stats.isError ? (
          <StatsError
            message={stats.error.message}
            error={stats.error}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : null}
        <StatCards stats={stats.data} loading={stats.isPending} />
      </section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-4">
          <QuickActionsCard />
          {mayManageBackups ? <BackupStatusCard /> : null}
        </div>
        <RecentActivityCard />
        <DailyChartCard />
      </div>
    </div>
  );
}
