import { formatRegistrationLocation, type AdminRegistrationListItem } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { leadingColumns } from '@/components/ui/list-cells';
import type { ListTableState } from '@/components/ui/list-page';
import { LIST_CELL, type ListColumn } from '@/components/ui/list-table';
import { RecordListTable } from '@/components/ui/record-list-table';
import { RegistrationStatusBadge } from './registration-status-badge';

const nameOf = (row: AdminRegistrationListItem) => row.fullName || row.name;
const identify = (row: AdminRegistrationListItem) => ({ name: nameOf(row), code: row.code });
const SOURCE = t('admin.registrations.column.source');

const COLUMNS: readonly ListColumn<AdminRegistrationListItem>[] = [
  ...leadingColumns<AdminRegistrationListItem>(
    {
      date: t('admin.registrations.column.date'),
      name: t('admin.registrations.column.name'),
      contact: t('admin.registrations.column.contact'),
    },
    identify,
  ),
  {
    label: t('admin.registrations.column.location'),
    cell: (row) => <td className={`${LIST_CELL} max-w-64`}>{formatRegistrationLocation(row)}</td>,
    fact: (row) => <span>{formatRegistrationLocation(row)}</span>,
  },
  {
    label: SOURCE,
    cell: (row) => <td className={LIST_CELL}>{row.source ?? '-'}</td>,
    fact: (row) => (
      <span>
        <span className="text-muted-foreground">{SOURCE}: </span>
        {row.source ?? '-'}
      </span>
    ),
  },
  {
    label: t('admin.registrations.column.status'),
    cell: (row) => (
      <td className={LIST_CELL}>
        <RegistrationStatusBadge status={row.status} />
      </td>
    ),
  },
  { label: t('admin.registrations.column.action') },
];

/**
 * The columns of docs/product.md, "Admin lists", with Tanggal and Nama sortable and a checkbox
 * per row (a card each on a phone, with the phone to call, the location and the source); a row
 * and its Detail button (or the card) open it.
 */
export function RegistrationsTable({
  registrations,
  ...state
}: { registrations: AdminRegistrationListItem[] } & ListTableState) {
  return (
    <RecordListTable
      rows={registrations}
      entity="registration"
      columns={COLUMNS}
      className="min-w-[50rem]"
      tableFrom="lg"
      identify={identify}
      status={(row) => <RegistrationStatusBadge status={row.status} />}
      detailLabel={t('admin.registrations.detail')}
      {...state}
    />
  );
}
