import {
  adminDetailPath,
  formatAdminDate,
  formatRupiah,
  type AdminOrderListItem,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { ListCard } from '@/components/ui/list-card';
import { ListContactCell, ListDateCell, ListNameCell } from '@/components/ui/list-cells';
import { LIST_CELL, ListRow, ListTable } from '@/components/ui/list-table';
import { OrderStatusBadge } from './order-status-badge';

const ON_LARGE_SCREENS = 'hidden lg:table-cell';
const COLUMNS = [
  { label: t('admin.orders.column.date') },
  { label: t('admin.orders.column.buyer') },
  { label: t('admin.orders.column.contact') },
  { label: t('admin.orders.column.referral'), className: ON_LARGE_SCREENS },
  { label: t('admin.orders.column.total') },
  { label: t('admin.orders.column.method') },
  { label: t('admin.orders.column.status') },
  { label: t('admin.orders.column.action') },
];

/**
 * The columns of docs/product.md, "Admin lists"; Referral is hidden on small screens, and on a phone each order is a card;
 * a row and its Detail button (or the card) open it.
 */
export function OrdersTable({ orders }: { orders: AdminOrderListItem[] }) {
  return (
    <ListTable
      columns={COLUMNS}
      className="min-w-[44rem]"
      tableFrom="md"
      cards={orders.map((order) => (
        <ListCard
          key={order.id}
          to={adminDetailPath('order', order.id)}
          name={order.buyerName}
          code={order.orderNumber}
          date={formatAdminDate(order.createdAt)}
          status={<OrderStatusBadge status={order.status} />}
        >
          <span className="font-medium whitespace-nowrap">{formatRupiah(order.total)}</span>
        </ListCard>
      ))}
    >
      {orders.map((order) => (
        <ListRow
          key={order.id}
          to={adminDetailPath('order', order.id)}
          detailLabel={t('admin.orders.detail')}
        >
          <ListDateCell date={formatAdminDate(order.createdAt)} />
          <ListNameCell name={order.buyerName} code={order.orderNumber} />
          <ListContactCell phone={order.phone} email={order.email} />
          <td className={`${LIST_CELL} ${ON_LARGE_SCREENS}`}>{order.referralCode ?? '-'}</td>
          <td className={`${LIST_CELL} whitespace-nowrap`}>{formatRupiah(order.total)}</td>
          <td className={LIST_CELL}>{order.paymentMethod?.replaceAll('_', ' ') ?? '-'}</td>
          <td className={LIST_CELL}>
            <OrderStatusBadge status={order.status} />
          </td>
        </ListRow>
      ))}
    </ListTable>
  );
}
