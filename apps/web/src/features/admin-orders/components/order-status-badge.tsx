import { ORDER_STATUS_BADGES, ORDER_STATUS_LABELS, type OrderStatus } from '@toko/contracts';
import { Badge } from '@/components/ui/badge';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={ORDER_STATUS_BADGES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
