import {
  formatCount,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  orderStatusSchema,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListFilters } from '@/components/ui/list-filters';
import { ListPagination } from '@/components/ui/list-pagination';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useListParams } from '@/lib/admin-list-params';
import { adminPaginationLabels } from '@/lib/admin-pagination-labels';
import { usePageTitle } from '@/lib/use-page-title';
import { exportOrders } from '../api/export-orders';
import { useOrders } from '../api/get-orders';
import { OrdersTable } from './orders-table';

const FILTER_TEXTS = {
  searchLabel: t('admin.orders.searchLabel'),
  searchPlaceholder: t('admin.orders.search'),
  statusLabel: t('admin.orders.statusLabel'),
  allStatuses: t('admin.orders.allStatuses'),
};

/** /admin/orders: 'Manajemen Orders' with search, status filter, export, table and pages. */
export function OrdersPage() {
  usePageTitle(t('admin.orders.pageTitle'));
  const { params, update, setStatus } = useListParams(orderStatusSchema);
  const orders = useOrders(params);
  const [exporting, setExporting] = useState(false);
  const onSearch = useCallback((q: string) => update({ q }), [update]);

  async function runExport(format: 'csv' | 'xlsx') {
    setExporting(true);
    try {
      await exportOrders(params.status, format);
      toast.success(t('admin.orders.exported'));
    } catch (error) {
      toast.error(t('admin.orders.exportFailed'), { description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('admin.orders.title')}</h1>
          {orders.data ? (
            <p className="text-sm text-muted-foreground">
              {t('admin.orders.total', { total: formatCount(orders.data.total) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void runExport('csv')} disabled={exporting}>
            <Download aria-hidden className="size-4" />
            {t('admin.orders.export')}
          </Button>
          <Button variant="outline" onClick={() => void runExport('xlsx')} disabled={exporting}>
            <FileSpreadsheet aria-hidden className="size-4" />
            {t('admin.orders.exportExcel')}
          </Button>
        </div>
      </div>
      <ListFilters
        idPrefix="orders"
        q={params.q}
        status={params.status}
        statuses={ORDER_STATUSES}
        statusLabels={ORDER_STATUS_LABELS}
        texts={FILTER_TEXTS}
        onSearch={onSearch}
        onStatus={setStatus}
      />
      {orders.isPending ? <Spinner label={t('common.loadingData')} /> : null}
      {orders.isError ? (
        <p role="alert" className="text-destructive">
          {t('admin.orders.loadFailed')}: {orders.error.message}
        </p>
      ) : null}
      {orders.data && orders.data.items.length === 0 ? (
        <p className="rounded-card border border-border bg-background p-8 text-center text-muted-foreground">
          {t('admin.orders.empty')}
        </p>
      ) : null}
      {orders.data && orders.data.items.length > 0 ? (
        <OrdersTable orders={orders.data.items} />
      ) : null}
      {orders.data ? (
        <ListPagination
          page={orders.data.page}
          pageCount={orders.data.pageCount}
          onPage={(page) => update({ page })}
          labels={adminPaginationLabels(orders.data.page, orders.data.pageCount)}
        />
      ) : null}
    </div>
  );
}
