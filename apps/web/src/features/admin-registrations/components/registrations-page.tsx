import {
  formatCount,
  REGISTRATION_LIST_SORTS,
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  registrationStatusSchema,
  SETTABLE_REGISTRATION_STATUSES,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { ListPage, type ListPageTexts } from '@/components/ui/list-page';
import { useListParams } from '@/lib/admin-list-params';
import { exportAdminList } from '@/lib/admin-list-query';
import { usePageTitle } from '@/lib/use-page-title';
import { useRegistrations } from '../api/get-registrations';
import { RegistrationsTable } from './registrations-table';

const TEXTS: ListPageTexts = {
  title: t('admin.registrations.title'),
  total: (total) => t('admin.registrations.total', { total: formatCount(total) }),
  loadFailed: (message) => t('admin.registrations.loadFailed', { message }),
  empty: t('admin.registrations.empty'),
  filters: {
    searchLabel: t('admin.registrations.searchLabel'),
    searchPlaceholder: t('admin.registrations.search'),
    statusLabel: t('admin.registrations.statusLabel'),
    allStatuses: t('admin.registrations.allStatuses'),
  },
  export: {
    csv: t('admin.registrations.export'),
    excel: t('admin.registrations.exportExcel'),
    done: t('admin.registrations.exported'),
    failed: t('admin.registrations.exportFailed'),
  },
};

/** /admin/registrations: 'Manajemen Pendaftaran' with search, status filter, export and pages. */
export function RegistrationsPage() {
  usePageTitle(t('admin.registrations.pageTitle'));
  const listParams = useListParams(registrationStatusSchema, REGISTRATION_LIST_SORTS);
  const registrations = useRegistrations(listParams.params);
  return (
    <ListPage
      name="registrations"
      texts={TEXTS}
      statuses={REGISTRATION_STATUSES}
      bulkStatuses={SETTABLE_REGISTRATION_STATUSES}
      statusLabels={REGISTRATION_STATUS_LABELS}
      listParams={listParams}
      list={registrations}
      onExport={(format) => exportAdminList('registrations', listParams.params, format)}
    >
      {(items, state) => <RegistrationsTable registrations={items} {...state} />}
    </ListPage>
  );
}
