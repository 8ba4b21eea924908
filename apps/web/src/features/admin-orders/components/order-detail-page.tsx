import { ADMIN_PAGE_PATHS, type AdminOrderDetail, ORDER_ID_PREFIX_LENGTH } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BackButton, DeleteButton, DetailLoadError } from '@/components/ui/detail-actions';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrder } from '../api/get-order';
import { useMay } from '@/lib/staff-role';
import { useDeleteOrder } from '../api/update-order';
import { OrderBuyerCard } from './order-buyer-card';
import { OrderItemsCard } from './order-items-card';
import { OrderPaymentCard } from './order-payment-card';
import { OrderStatusCard } from './order-status-card';

/** /admin/orders/:id: buyer, items, payment and proof, status; soft delete after a confirmation.  * `activity`: the "Aktivitas" card of the loaded record, composed in by the app (features do
 * not import each other).
 */
export function OrderDetailPage({
  activity,
}: {
  activity?: (record: AdminOrderDetail) => ReactNode;
}) {
  usePageTitle(t('admin.order.pageTitle'));
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const order = useOrder(id);
  const remove = useDeleteOrder(id);
  const mayDelete = useMay('orders.delete');
  const back = () => navigate(ADMIN_PAGE_PATHS.orders);

  if (order.isPending) return <Spinner label={t('common.loadingData')} />;
  if (order.isError) {
    const missing = isApiError(order.error) && order.error.code === 'not_found';
    return (
      <DetailLoadError
        message={missing ? t('admin.order.notFound') : order.error.message}
        error={order.error}
        backLabel={t('admin.order.back')}
        onBack={back}
      />
    );
  }

  return (
    <div className="grid gap-5">
      <nav aria-label={t('admin.order.breadcrumb')} className="text-sm text-muted-foreground">
        <ol className="flex gap-2">
          <li>
            <Link to={ADMIN_PAGE_PATHS.dashboard}>{t('admin.title')}</Link> /
          </li>
          <li>
            <Link to={ADMIN_PAGE_PATHS.orders}>{t('admin.nav.orders')}</Link> /
          </li>
          <li aria-current="page" className="font-mono text-foreground">
            {order.data.id.slice(0, ORDER_ID_PREFIX_LENGTH)}
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-mono text-xl font-bold">{order.data.orderNumber}</h1>
        <div className="flex gap-2">
          <BackButton label={t('admin.order.back')} onBack={back} />
          {mayDelete ? (
            <DeleteButton
              remove={remove}
              texts={{
                label: t('admin.order.delete'),
                confirm: t('admin.order.confirmDelete'),
                deleted: t('admin.order.deleted'),
                failed: t('admin.order.deleteFailed'),
              }}
              onDeleted={back}
            />
          ) : null}
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="grid min-w-0 gap-5">
          <OrderBuyerCard order={order.data} />
          <OrderItemsCard order={order.data} />
        </div>
        <div className="grid gap-5">
          <OrderPaymentCard order={order.data} />
          <OrderStatusCard order={order.data} />
        </div>
      </div>
      {activity?.(order.data)}
    </div>
  );
}
