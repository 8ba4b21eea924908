import {
  formatAdminDate,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusSchema,
  type AdminOrderDetail,
  type OrderStatus,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useUpdateOrderStatus } from '../api/update-order';

const label = (status: string | null) =>
  status ? (ORDER_STATUS_LABELS[status as OrderStatus] ?? status) : '-';

/** 'Ubah Status': any status from any other (SPEC §4), with the history of changes. */
export function OrderStatusCard({ order }: { order: AdminOrderDetail }) {
  const update = useUpdateOrderStatus(order.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <label htmlFor="order-status">{t('admin.order.changeStatus')}</label>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <select
          id="order-status"
          value={order.status}
          disabled={update.isPending}
          onChange={(event) => {
            const status = orderStatusSchema.parse(event.target.value);
            update.mutate(status, {
              onSuccess: () => toast.success(t('admin.order.statusChanged')),
              onError: (error) =>
                toast.error(t('admin.order.statusFailed'), { description: error.message }),
            });
          }}
          className="h-11 w-full rounded-lg border border-input bg-background px-3 text-base sm:text-sm"
        >
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        {order.statusHistory.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">{t('admin.order.history')}</h3>
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
