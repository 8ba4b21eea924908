import {
  formatCount,
  ORDER_LIST_SORTS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  orderStatusSchema,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { ListPage, type ListPageTexts } from '@/components/ui/list-page';
import { useListParams } from '@/lib/admin-list-params';
import { exportAdminList } from '@/lib/admin-list-query';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrders } from '../api/get-orders';
import { OrdersTable } from './orders-table';

const TEXTS: ListPageTexts = {
  title: t('admin.orders.title'),
  total: (total) => t('admin.orders.total', { total: formatCount(total) }),
  loadFailed: (message) => t('admin.orders.loadFailed', { message }),
  empty: t('admin.orders.empty'),
  filters: {
    searchLabel: t('admin.orders.searchLabel'),
    searchPlaceholder: t('admin.orders.search'),
    statusLabel: t('admin.orders.statusLabel'),
    allStatuses: t('admin.orders.allStatuses'),
  },
  export: {
    csv: t('admin.orders.export'),
    excel: t('admin.orders.exportExcel'),
    done: t('admin.orders.exported'),
    failed: t('admin.orders.exportFailed'),
  },
};

/** /admin/orders: 'Manajemen Orders' with search, status filter, export, table and pages. */
export function OrdersPage() {
  usePageTitle(t('admin.orders.pageTitle'));
  const listParams = useListParams(orderStatusSchema, ORDER_LIST_SORTS);
  const orders = useOrders(listParams.params);
  return (
    <ListPage
      name="orders"
      texts={TEXTS}
      statuses={ORDER_STATUSES}
      statusLabels={ORDER_STATUS_LABELS}
      listParams={listParams}
      list={orders}
      onExport={(format) => exportAdminList('orders', listParams.params, format)}
    >
      {(items, state) => <OrdersTable orders={items} {...state} />}
    </ListPage>
  );
}
