import { ActivityCard } from '@/features/admin-activity/components/activity-card';
import { OrderDetailPage } from '@/features/admin-orders/components/order-detail-page';

/** /admin/orders/:id: the order's detail with its "Aktivitas", read again after each change. */
export function OrderDetailRoute() {
  return (
    <OrderDetailPage
      activity={(order) => <ActivityCard entity="order" id={order.id} version={order.updatedAt} />}
    />
  );
}
