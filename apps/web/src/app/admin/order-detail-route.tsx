import { useParams } from 'react-router';
import { ActivityCard } from '@/features/admin-activity/components/activity-card';
import { OrderDetailPage } from '@/features/admin-orders/components/order-detail-page';

/** /admin/orders/:id: the order's detail with its "Aktivitas". */
export function OrderDetailRoute() {
  const id = useParams().id ?? '';
  return <OrderDetailPage activity={<ActivityCard entity="order" id={id} />} />;
}
