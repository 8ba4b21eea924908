import { formatAdminDate, type PendingInvitation } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LIST_CELL, WideTable } from '@/components/ui/list-table';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useRevokeInvitation } from '../api/staff';
import { ConfirmDialog } from './confirm-dialog';
import { roleLabel } from './role-label';

const COLUMNS = [
  t('admin.staff.column.email'),
  t('admin.staff.column.role'),
  t('admin.staff.invitations.column.expiresAt'),
  t('admin.staff.invitations.column.invitedBy'),
  t('admin.staff.column.actions'),
];

const invitedBy = (invitation: PendingInvitation) =>
  invitation.invitedBy ?? t('admin.staff.invitations.invitedByGone');

/**
 * "Undangan menunggu": the invitations not yet accepted, each with "Batalkan undangan" (asked
 * first). Nothing is shown while there are none. On a phone each is a card; from `lg` a table.
 */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return null;

  const revokeButton = (invitation: PendingInvitation) => (
    <Button
      variant="outline"
      size="sm"
      aria-label={`${t('admin.staff.invitation.revoke')}: ${invitation.email}`}
      onClick={() => setRevoking(invitation)}
    >
      {t('admin.staff.invitation.revoke')}
    </Button>
  );

  function confirm(invitation: PendingInvitation) {
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        toast.success(t('admin.staff.invitation.revoke.done', { email: invitation.email }));
        setRevoking(null);
      },
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : t('admin.staff.actionFailed'), { error }),
    });
  }

  return (
    <section className="grid gap-3" aria-labelledby="pending-invitations-title">
      <div>
        <h2 id="pending-invitations-title" className="text-lg font-semibold">
          {t('admin.staff.invitations.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.staff.invitations.description')}</p>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label={t('admin.staff.invitations.tableLabel')}>
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="grid gap-2 rounded-card border border-border bg-background p-4 text-sm"
          >
            <span className="font-medium break-all">{invitation.email}</span>
            <span className="text-muted-foreground">{roleLabel(invitation.role)}</span>
            <p className="text-xs text-muted-foreground">
              {t('admin.staff.invitations.column.expiresAt')}:{' '}
              {formatAdminDate(invitation.expiresAt)} ·{' '}
              {t('admin.staff.invitations.column.invitedBy')}: {invitedBy(invitation)}
            </p>
            <div>{revokeButton(invitation)}</div>
          </li>
        ))}
      </ul>
      <WideTable label={t('admin.staff.invitations.tableLabel')} columns={COLUMNS}>
        {invitations.map((invitation) => (
          <tr key={invitation.id} className="border-b border-border last:border-b-0">
            <td className={`${LIST_CELL} break-all`}>{invitation.email}</td>
            <td className={LIST_CELL}>{roleLabel(invitation.role)}</td>
            <td className={`${LIST_CELL} whitespace-nowrap`}>
              {formatAdminDate(invitation.expiresAt)}
            </td>
            <td className={`${LIST_CELL} break-all`}>{invitedBy(invitation)}</td>
            <td className={LIST_CELL}>{revokeButton(invitation)}</td>
          </tr>
        ))}
      </WideTable>
      {revoking ? (
        <ConfirmDialog
          title={t('admin.staff.invitation.revoke.title', { email: revoking.email })}
          description={t('admin.staff.invitation.revoke.description')}
          confirmLabel={t('admin.staff.invitation.revoke')}
          pending={revoke.isPending}
          onConfirm={() => confirm(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}
