import { formatAdminDate, type AdminOrderDetail } from '@toko/contracts';
import { t, type MessageKey } from '@toko/contracts/i18n/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function OrderBuyerCard({ order }: { order: AdminOrderDetail }) {
  const rows: [MessageKey, string | null][] = [
    ['admin.order.name', order.buyerName],
    ['admin.order.email', order.email],
    ['admin.order.phone', order.phone],
    ['admin.order.date', formatAdminDate(order.createdAt)],
    ['admin.order.address', order.address],
    ['admin.order.referral', order.referralCode],
    ['admin.order.notes', order.notes],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.order.buyer')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted-foreground">{t(label)}</dt>
                <dd className="font-medium wrap-anywhere">{value}</dd>
              </div>
            ))}
        </dl>
      </CardContent>
    </Card>
  );
}
