import { t } from '@toko/contracts/i18n/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { useStaff } from '../api/staff';
import { InviteDialog } from './invite-dialog';
import { PendingInvitations } from './pending-invitations';
import { StaffTable } from './staff-table';

/**
 * "Staf": the Pemilik's list of accounts, "Undang Staf", each account's actions and the
 * invitations still waiting.
 */
export function StaffPage({ currentUserId }: { currentUserId: string }) {
  usePageTitle(t('admin.staff.pageTitle'));
  const list = useStaff();
  const [inviting, setInviting] = useState(false);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('admin.staff.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('admin.staff.description')}</p>
        </div>
        <Button onClick={() => setInviting(true)}>{t('admin.staff.invite')}</Button>
      </div>
      <section aria-busy={list.isPending} className="grid gap-4">
        {list.isPending ? <p>{t('common.loadingData')}</p> : null}
        {list.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>{t('admin.staff.loadFailed')}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('admin.retry')}
            </Button>
          </div>
        ) : null}
        {list.isSuccess ? (
          <>
            <StaffTable staff={list.data.items} currentUserId={currentUserId} />
            <PendingInvitations invitations={list.data.invitations} />
          </>
        ) : null}
      </section>
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </div>
  );
}
