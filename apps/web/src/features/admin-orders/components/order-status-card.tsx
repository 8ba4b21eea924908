import {
  formatAdminDate,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type AdminOrderDetail,
  type OrderStatus,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusSelect } from '@/components/ui/status-select';
import { toastOutcome } from '@/components/ui/toast';
import { useMay } from '@/lib/staff-role';
import { useUpdateOrderStatus } from '../api/update-order';

const label = (status: string | null) =>
  status ? (ORDER_STATUS_LABELS[status as OrderStatus] ?? status) : '-';

/** 'Ubah Status': any status from any other (docs/product.md, "Statuses"), with its history. */
export function OrderStatusCard({ order }: { order: AdminOrderDetail }) {
  const update = useUpdateOrderStatus(order.id);
  const mayChange = useMay('orders.status');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {mayChange ? (
            <label htmlFor="order-status">{t('admin.order.changeStatus')}</label>
          ) : (
            t('admin.order.history')
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {mayChange ? (
          <StatusSelect
            id="order-status"
            value={order.status}
            statuses={ORDER_STATUSES}
            labels={ORDER_STATUS_LABELS}
            disabled={update.isPending}
            onChange={(status) =>
              update.mutate(
                status,
                toastOutcome(t('admin.order.statusChanged'), t('admin.order.statusFailed')),
              )
            }
          />
        ) : null}
        {order.statusHistory.length > 0 ? (
          <div className="grid gap-2">
            {mayChange ? (
              <h3 className="text-sm font-semibold">{t('admin.order.history')}</h3>
            ) : null}
            <ol className="grid gap-1 text-sm">
              {order.statusHistory.map((change) => (
                <li key={change.at}>
                  <span className="text-muted-foreground">{formatAdminDate(change.at)}</span>{' '}
                  {t('admin.order.historyEntry', {
                    from: label(change.from),
                    to: label(change.to),
                  })}
                  {change.adminEmail ? (
                    <span className="text-muted-foreground"> · {change.adminEmail}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
