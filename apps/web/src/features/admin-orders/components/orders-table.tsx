import { formatRupiah, type AdminOrderListItem } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { leadingColumns } from '@/components/ui/list-cells';
import type { ListTableState } from '@/components/ui/list-page';
import { LIST_CELL, type ListColumn } from '@/components/ui/list-table';
import { RecordListTable } from '@/components/ui/record-list-table';
import { OrderStatusBadge } from './order-status-badge';

const ON_LARGE_SCREENS = 'hidden lg:table-cell';
const methodOf = (order: AdminOrderListItem) => order.paymentMethod?.replaceAll('_', ' ') ?? '-';

const identify = (row: AdminOrderListItem) => ({ name: row.buyerName, code: row.orderNumber });

const COLUMNS: readonly ListColumn<AdminOrderListItem>[] = [
  ...leadingColumns<AdminOrderListItem>(
    {
      date: t('admin.orders.column.date'),
      name: t('admin.orders.column.buyer'),
      contact: t('admin.orders.column.contact'),
    },
    identify,
  ),
  {
    label: t('admin.orders.column.referral'),
    className: ON_LARGE_SCREENS,
    cell: (row) => (
      <td className={`${LIST_CELL} ${ON_LARGE_SCREENS}`}>{row.referralCode ?? '-'}</td>
    ),
  },
  {
    label: t('admin.orders.column.total'),
    sort: 'total',
    cell: (row) => <td className={`${LIST_CELL} whitespace-nowrap`}>{formatRupiah(row.total)}</td>,
    fact: (row) => <span className="font-medium whitespace-nowrap">{formatRupiah(row.total)}</span>,
  },
  {
    label: t('admin.orders.column.method'),
    cell: (row) => <td className={LIST_CELL}>{methodOf(row)}</td>,
    fact: (row) => <span className="capitalize text-muted-foreground">{methodOf(row)}</span>,
  },
  {
    label: t('admin.orders.column.status'),
    cell: (row) => (
      <td className={LIST_CELL}>
        <OrderStatusBadge status={row.status} />
      </td>
    ),
  },
  { label: t('admin.orders.column.action') },
];

/**
 * The columns of docs/product.md, "Admin lists", with Tanggal, Nama Pembeli and Total sortable
 * and a checkbox per row; Referral is hidden on small screens, and on a phone each order is a
 * card with the phone to call, the total and the payment method. A row and its Detail button (or
 * the card) open it.
 */
export function OrdersTable({
  orders,
  ...state
}: { orders: AdminOrderListItem[] } & ListTableState) {
  return (
    <RecordListTable
      rows={orders}
      entity="order"
      columns={COLUMNS}
      className="min-w-[46rem]"
      tableFrom="md"
      identify={identify}
      status={(row) => <OrderStatusBadge status={row.status} />}
      detailLabel={t('admin.orders.detail')}
      {...state}
    />
  );
}
