import {
  formatCount,
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  registrationStatusSchema,
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
import { exportRegistrations } from '../api/export-registrations';
import { useRegistrations } from '../api/get-registrations';
import { RegistrationsTable } from './registrations-table';

const FILTER_TEXTS = {
  searchLabel: t('admin.registrations.searchLabel'),
  searchPlaceholder: t('admin.registrations.search'),
  statusLabel: t('admin.registrations.statusLabel'),
  allStatuses: t('admin.registrations.allStatuses'),
};

/** /admin/registrations: 'Manajemen Pendaftaran' with search, status filter, export and pages. */
export function RegistrationsPage() {
  usePageTitle(t('admin.registrations.pageTitle'));
  const { params, update, setStatus } = useListParams(registrationStatusSchema);
  const registrations = useRegistrations(params);
  const [exporting, setExporting] = useState(false);
  const onSearch = useCallback((q: string) => update({ q }), [update]);

  async function runExport(format: 'csv' | 'xlsx') {
    setExporting(true);
    try {
      await exportRegistrations(params.status, format);
      toast.success(t('admin.registrations.exported'));
    } catch (error) {
      toast.error(t('admin.registrations.exportFailed'), {
        description: (error as Error).message,
      });
    } finally {
      setExporting(false);
    }
  }

  const data = registrations.data;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('admin.registrations.title')}</h1>
          {data ? (
            <p className="text-sm text-muted-foreground">
              {t('admin.registrations.total', { total: formatCount(data.total) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void runExport('csv')} disabled={exporting}>
            <Download aria-hidden className="size-4" />
            {t('admin.registrations.export')}
          </Button>
          <Button variant="outline" onClick={() => void runExport('xlsx')} disabled={exporting}>
            <FileSpreadsheet aria-hidden className="size-4" />
            {t('admin.registrations.exportExcel')}
          </Button>
        </div>
      </div>
      <ListFilters
        idPrefix="registrations"
        q={params.q}
        status={params.status}
        statuses={REGISTRATION_STATUSES}
        statusLabels={REGISTRATION_STATUS_LABELS}
        texts={FILTER_TEXTS}
        onSearch={onSearch}
        onStatus={setStatus}
      />
      {registrations.isPending ? <Spinner label={t('common.loadingData')} /> : null}
      {registrations.isError ? (
        <p role="alert" className="text-destructive">
          {t('admin.registrations.loadFailed', { message: registrations.error.message })}
        </p>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="rounded-card border border-border bg-background p-8 text-center text-muted-foreground">
          {t('admin.registrations.empty')}
        </p>
      ) : null}
      {data && data.items.length > 0 ? <RegistrationsTable registrations={data.items} /> : null}
      {data ? (
        <ListPagination
          page={data.page}
          pageCount={data.pageCount}
          onPage={(page) => update({ page })}
          labels={adminPaginationLabels(data.page, data.pageCount)}
        />
      ) : null}
    </div>
  );
}
