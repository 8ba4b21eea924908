import { t } from '@toko/contracts/i18n/admin';
import { LoadMoreSection } from '@/components/ui/load-more-section';
import { usePageTitle } from '@/lib/use-page-title';
import { useNotifications } from '../api/get-notifications';
import { NotificationsTable } from './notifications-table';

/** "Notifikasi": the outbox newest first; a failed message can be sent again. */
export function NotificationsPage() {
  usePageTitle(t('admin.notifications.pageTitle'));
  const list = useNotifications();
  const notifications = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('admin.notifications.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('admin.notifications.description')}</p>
      </div>
      <LoadMoreSection
        list={list}
        count={notifications.length}
        failedText={t('admin.notifications.loadFailed')}
        emptyText={t('admin.notifications.empty')}
        moreText={t('admin.notifications.more')}
      >
        <NotificationsTable notifications={notifications} />
      </LoadMoreSection>
    </div>
  );
}
