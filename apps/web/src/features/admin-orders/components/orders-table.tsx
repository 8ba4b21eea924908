import {
  ADMIN_PAGE_PATHS,
  formatAdminDate,
  formatRupiah,
  type AdminOrderListItem,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { OrderStatusBadge } from './order-status-badge';

const detailPath = (id: string) => ADMIN_PAGE_PATHS.orderDetail.replace(':id', id);
const HEAD =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';

/** SPEC §2 columns; Referral is hidden on small screens; a row and its Detail button open it. */
export function OrdersTable({ orders }: { orders: AdminOrderListItem[] }) {
  const navigate = useNavigate();
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-background">
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th className={HEAD}>{t('admin.orders.column.date')}</th>
            <th className={HEAD}>{t('admin.orders.column.buyer')}</th>
            <th className={HEAD}>{t('admin.orders.column.contact')}</th>
            <th className={`${HEAD} hidden lg:table-cell`}>{t('admin.orders.column.referral')}</th>
            <th className={HEAD}>{t('admin.orders.column.total')}</th>
            <th className={HEAD}>{t('admin.orders.column.method')}</th>
            <th className={HEAD}>{t('admin.orders.column.status')}</th>
            <th className={HEAD}>{t('admin.orders.column.action')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              onClick={() => navigate(detailPath(order.id))}
              className="cursor-pointer border-b border-border last:border-b-0 hover:bg-muted/40"
            >
              <td className={`${CELL} whitespace-nowrap`}>{formatAdminDate(order.createdAt)}</td>
              <td className={CELL}>
                <p className="font-medium">{order.buyerName}</p>
                <p className="font-mono text-xs text-muted-foreground">{order.orderNumber}</p>
              </td>
              <td className={CELL}>
                <p>{order.phone}</p>
                <p className="text-muted-foreground">{order.email}</p>
              </td>
              <td className={`${CELL} hidden lg:table-cell`}>{order.referralCode ?? '-'}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatRupiah(order.total)}</td>
              <td className={CELL}>{order.paymentMethod?.replaceAll('_', ' ') ?? '-'}</td>
              <td className={CELL}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className={CELL}>
                <Link
                  to={detailPath(order.id)}
                  onClick={(event) => event.stopPropagation()}
                  className={buttonClass({ variant: 'outline', size: 'sm' })}
                >
                  {t('admin.orders.detail')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
