import {
  adminDetailPath,
  formatAdminDate,
  formatRegistrationLocation,
  type AdminRegistrationListItem,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { ListCard } from '@/components/ui/list-card';
import { ListContactCell, ListDateCell, ListNameCell } from '@/components/ui/list-cells';
import { LIST_CELL, ListRow, ListTable } from '@/components/ui/list-table';
import { RegistrationStatusBadge } from './registration-status-badge';

const COLUMNS = [
  { label: t('admin.registrations.column.date') },
  { label: t('admin.registrations.column.name') },
  { label: t('admin.registrations.column.contact') },
  { label: t('admin.registrations.column.location') },
  { label: t('admin.registrations.column.source') },
  { label: t('admin.registrations.column.status') },
  { label: t('admin.registrations.column.action') },
];

/**
 * The columns of docs/product.md, "Admin lists" (a card each on a phone); a row and its Detail
 * button (or the card) open it.
 */
export function RegistrationsTable({
  registrations,
}: {
  registrations: AdminRegistrationListItem[];
}) {
  return (
    <ListTable
      columns={COLUMNS}
      className="min-w-[48rem]"
      tableFrom="lg"
      cards={registrations.map((registration) => (
        <ListCard
          key={registration.id}
          to={adminDetailPath('registration', registration.id)}
          name={registration.fullName || registration.name}
          code={registration.code}
          date={formatAdminDate(registration.createdAt)}
          status={<RegistrationStatusBadge status={registration.status} />}
        >
          <span>{formatRegistrationLocation(registration)}</span>
        </ListCard>
      ))}
    >
      {registrations.map((registration) => (
        <ListRow
          key={registration.id}
          to={adminDetailPath('registration', registration.id)}
          detailLabel={t('admin.registrations.detail')}
        >
          <ListDateCell date={formatAdminDate(registration.createdAt)} />
          <ListNameCell
            name={registration.fullName || registration.name}
            code={registration.code}
          />
          <ListContactCell phone={registration.phone} email={registration.email} />
          <td className={`${LIST_CELL} max-w-64`}>{formatRegistrationLocation(registration)}</td>
          <td className={LIST_CELL}>{registration.source ?? '-'}</td>
          <td className={LIST_CELL}>
            <RegistrationStatusBadge status={registration.status} />
          </td>
        </ListRow>
      ))}
    </ListTable>
  );
}
