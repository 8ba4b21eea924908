import { formatAdminDate, type StaffMember } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Badge } from '@/components/ui/badge';
import { LIST_CELL, WideTable } from '@/components/ui/list-table';
import { roleLabel } from './role-label';
import { StaffActionsMenu } from './staff-actions-menu';

const COLUMNS = [
  t('admin.staff.column.email'),
  t('admin.staff.column.role'),
  t('admin.staff.column.twoFactor'),
  t('admin.staff.column.lastSignIn'),
  t('admin.staff.column.status'),
  t('admin.staff.column.actions'),
];

type Props = { staff: StaffMember[]; currentUserId: string };

const lastSignIn = (member: StaffMember) =>
  member.lastSignInAt ? formatAdminDate(member.lastSignInAt) : t('admin.staff.lastSignIn.never');

const twoFactor = (member: StaffMember) =>
  member.twoFactorEnabled ? t('admin.staff.twoFactor.on') : t('admin.staff.twoFactor.off');

function StatusBadge({ member }: { member: StaffMember }) {
  return member.disabled ? (
    <Badge variant="destructive">{t('admin.staff.status.disabled')}</Badge>
  ) : (
    <Badge variant="secondary">{t('admin.staff.status.enabled')}</Badge>
  );
}

function Email({ member, currentUserId }: { member: StaffMember; currentUserId: string }) {
  return (
    <span className="break-all">
      {member.email}
      {member.id === currentUserId ? (
        <span className="text-muted-foreground"> {t('admin.staff.you')}</span>
      ) : null}
    </span>
  );
}

/** On a phone each account is a card; from `lg` a table. */
export function StaffTable({ staff, currentUserId }: Props) {
  const enabledOwners = staff.filter((member) => member.role === 'owner' && !member.disabled);
  const isLastOwner = (member: StaffMember) =>
    enabledOwners.length === 1 && enabledOwners[0]?.id === member.id;

  return (
    <>
      <ul className="grid gap-3 lg:hidden" aria-label={t('admin.staff.tableLabel')}>
        {staff.map((member) => (
          <li
            key={member.id}
            className="grid gap-2 rounded-card border border-border bg-background p-4 text-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium">
                  <Email member={member} currentUserId={currentUserId} />
                </span>
                <span className="text-muted-foreground">{roleLabel(member.role)}</span>
              </div>
              <StaffActionsMenu member={member} lastOwner={isLastOwner(member)} />
            </div>
            <div>
              <StatusBadge member={member} />
            </div>
            <p className="text-xs text-muted-foreground">
              {t('admin.staff.column.twoFactor')}: {twoFactor(member)} ·{' '}
              {t('admin.staff.column.lastSignIn')}: {lastSignIn(member)}
            </p>
          </li>
        ))}
      </ul>
      <WideTable label={t('admin.staff.tableLabel')} columns={COLUMNS}>
        {staff.map((member) => (
          <tr key={member.id} className="border-b border-border last:border-b-0">
            <td className={LIST_CELL}>
              <Email member={member} currentUserId={currentUserId} />
            </td>
            <td className={LIST_CELL}>{roleLabel(member.role)}</td>
            <td className={LIST_CELL}>{twoFactor(member)}</td>
            <td className={`${LIST_CELL} whitespace-nowrap`}>{lastSignIn(member)}</td>
            <td className={LIST_CELL}>
              <StatusBadge member={member} />
            </td>
            <td className={LIST_CELL}>
              <StaffActionsMenu member={member} lastOwner={isLastOwner(member)} />
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
