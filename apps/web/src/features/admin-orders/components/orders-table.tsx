import {
  adminDetailPath,
  formatAdminDate,
  formatRupiah,
  type AdminOrderListItem,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { ListCard } from '@/components/ui/list-card';
import { leadingColumns } from '@/components/ui/list-cells';
import type { ListTableState } from '@/components/ui/list-page';
import {
  LIST_CELL,
  listCells,
  listFacts,
  ListRow,
  ListTable,
  type ListColumn,
} from '@/components/ui/list-table';
import { RowCheckbox } from '@/components/ui/row-checkbox';
import { OrderStatusBadge } from './order-status-badge';

const ON_LARGE_SCREENS = 'hidden lg:table-cell';
const methodOf = (order: AdminOrderListItem) => order.paymentMethod?.replaceAll('_', ' ') ?? '-';

const COLUMNS: readonly ListColumn<AdminOrderListItem>[] = [
  ...leadingColumns<AdminOrderListItem>(
    {
      date: t('admin.orders.column.date'),
      name: t('admin.orders.column.buyer'),
      contact: t('admin.orders.column.contact'),
    },
    (row) => ({ name: row.buyerName, code: row.orderNumber }),
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
  order,
  selection,
}: { orders: AdminOrderListItem[] } & ListTableState) {
  const selectedOnPage = orders.filter((row) => selection.isSelected(row.id)).length;
  const checkbox = (row: AdminOrderListItem) => (
    <RowCheckbox
      label={t('admin.list.select', { name: `${row.buyerName} ${row.orderNumber}` })}
      checked={selection.isSelected(row.id)}
      onChange={(checked) => selection.toggle(row, checked)}
    />
  );
  return (
    <ListTable
      columns={COLUMNS}
      className="min-w-[46rem]"
      tableFrom="md"
      order={order}
      selectAll={
        <RowCheckbox
          label={t('admin.list.selectPage')}
          checked={selectedOnPage === orders.length}
          indeterminate={selectedOnPage > 0 && selectedOnPage < orders.length}
          onChange={(checked) => selection.togglePage(orders, checked)}
        />
      }
      cards={orders.map((row) => (
        <ListCard
          key={row.id}
          to={adminDetailPath('order', row.id)}
          name={row.buyerName}
          code={row.orderNumber}
          date={formatAdminDate(row.createdAt)}
          status={<OrderStatusBadge status={row.status} />}
          select={checkbox(row)}
          selected={selection.isSelected(row.id)}
          phone={row.phone}
          email={row.email}
        >
          {listFacts(COLUMNS, row)}
        </ListCard>
      ))}
    >
      {orders.map((row) => (
        <ListRow
          key={row.id}
          to={adminDetailPath('order', row.id)}
          detailLabel={t('admin.orders.detail')}
          select={checkbox(row)}
          selected={selection.isSelected(row.id)}
        >
          {listCells(COLUMNS, row)}
        </ListRow>
      ))}
    </ListTable>
  );
}
