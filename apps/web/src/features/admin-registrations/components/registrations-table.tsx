import {
  adminDetailPath,
  formatAdminDate,
  formatRegistrationLocation,
  type AdminRegistrationListItem,
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
import { RegistrationStatusBadge } from './registration-status-badge';

const nameOf = (row: AdminRegistrationListItem) => row.fullName || row.name;
const SOURCE = t('admin.registrations.column.source');

const COLUMNS: readonly ListColumn<AdminRegistrationListItem>[] = [
  ...leadingColumns<AdminRegistrationListItem>(
    {
      date: t('admin.registrations.column.date'),
      name: t('admin.registrations.column.name'),
      contact: t('admin.registrations.column.contact'),
    },
    (row) => ({ name: nameOf(row), code: row.code }),
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
  order,
  selection,
}: { registrations: AdminRegistrationListItem[] } & ListTableState) {
  const selectedOnPage = registrations.filter((row) => selection.isSelected(row.id)).length;
  const checkbox = (row: AdminRegistrationListItem) => (
    <RowCheckbox
      label={t('admin.list.select', { name: `${nameOf(row)} ${row.code}` })}
      checked={selection.isSelected(row.id)}
      onChange={(checked) => selection.toggle(row, checked)}
    />
  );
  return (
    <ListTable
      columns={COLUMNS}
      className="min-w-[50rem]"
      tableFrom="lg"
      order={order}
      selectAll={
        <RowCheckbox
          label={t('admin.list.selectPage')}
          checked={selectedOnPage === registrations.length}
          indeterminate={selectedOnPage > 0 && selectedOnPage < registrations.length}
          onChange={(checked) => selection.togglePage(registrations, checked)}
        />
      }
      cards={registrations.map((row) => (
        <ListCard
          key={row.id}
          to={adminDetailPath('registration', row.id)}
          name={nameOf(row)}
          code={row.code}
          date={formatAdminDate(row.createdAt)}
          status={<RegistrationStatusBadge status={row.status} />}
          select={checkbox(row)}
          selected={selection.isSelected(row.id)}
          phone={row.phone}
          email={row.email}
        >
          {listFacts(COLUMNS, row)}
        </ListCard>
      ))}
    >
      {registrations.map((row) => (
        <ListRow
          key={row.id}
          to={adminDetailPath('registration', row.id)}
          detailLabel={t('admin.registrations.detail')}
          select={checkbox(row)}
          selected={selection.isSelected(row.id)}
        >
          {listCells(COLUMNS, row)}
        </ListRow>
      ))}
    </ListTable>
  );
}
