import { t } from '@toko/contracts/i18n/admin';
import { Button } from '@/components/ui/button';
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
      <section aria-busy={list.isPending} className="grid gap-4">
        {list.isPending ? <p>{t('common.loadingData')}</p> : null}
        {list.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>{t('admin.notifications.loadFailed')}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('admin.retry')}
            </Button>
          </div>
        ) : null}
        {list.isSuccess && notifications.length === 0 ? (
          <p className="text-muted-foreground">{t('admin.notifications.empty')}</p>
        ) : null}
        {notifications.length > 0 ? <NotificationsTable notifications={notifications} /> : null}
        {list.hasNextPage ? (
          <div>
            <Button
              variant="outline"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('admin.notifications.more')}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
