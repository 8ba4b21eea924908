import { formatRupiah, type AdminOrderDetail } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const CELL = 'px-2 py-2';
/** Qty and Harga get columns of their own from sm up; on a phone they sit under the name. */
const WIDE = 'hidden sm:table-cell';

export function OrderItemsCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.order.items')}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="border-b border-border text-left text-muted-foreground">
            <tr>
              <th className={CELL}>{t('admin.order.product')}</th>
              <th className={`${CELL} ${WIDE} text-right`}>{t('admin.order.quantity')}</th>
              <th className={`${CELL} ${WIDE} text-right`}>{t('admin.order.price')}</th>
              <th className={`${CELL} text-right`}>{t('admin.order.subtotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-b border-border">
                <td className={CELL}>
                  {item.name}
                  <span className="block text-muted-foreground sm:hidden">
                    {item.quantity} ×{' '}
                    <span className="whitespace-nowrap">{formatRupiah(item.price)}</span>
                  </span>
                </td>
                <td className={`${CELL} ${WIDE} text-right`}>{item.quantity}</td>
                <td className={`${CELL} ${WIDE} text-right whitespace-nowrap`}>
                  {formatRupiah(item.price)}
                </td>
                <td className={`${CELL} text-right whitespace-nowrap`}>
                  {formatRupiah(item.price * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(
              [
                ['admin.order.subtotal', order.subtotal],
                ['admin.order.shipping', order.shippingFee],
                ['admin.order.total', order.total],
              ] as const
            ).map(([label, amount]) => (
              <tr key={label} className={label === 'admin.order.total' ? 'font-semibold' : ''}>
                <td colSpan={2} className={WIDE} />
                <th scope="row" className={`${CELL} text-right font-normal`}>
                  {t(label)}
                </th>
                <td className={`${CELL} text-right whitespace-nowrap`}>{formatRupiah(amount)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </CardContent>
    </Card>
  );
}
