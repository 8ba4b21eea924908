import { STAFF_ROLES, type StaffMember, type StaffRole } from '@toko/contracts';
import { t, type MessageKey } from '@toko/contracts/i18n/admin';
import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useChangeStaffRole, useStaffAction, type StaffAction } from '../api/staff';
import { ConfirmDialog } from './confirm-dialog';
import { roleLabel } from './role-label';

type Open = StaffAction | 'role' | null;

/** Each action's texts: `admin.staff.<key>`, `.title`, `.description`, `.done`. */
const ACTION_KEYS: Record<StaffAction, string> = {
  disable: 'admin.staff.disable',
  enable: 'admin.staff.enable',
  'end-sessions': 'admin.staff.endSessions',
  'reset-two-factor': 'admin.staff.resetTwoFactor',
};
const text = (key: string, suffix: string, values?: Record<string, string>) =>
  t(`${key}${suffix}` as MessageKey, values);

type Props = {
  member: StaffMember;
  /** The last enabled Pemilik: no change of role, no disabling (the server refuses too). */
  lastOwner: boolean;
};

/** "Aksi" of one account: every change asks first in a dialog. */
export function StaffActionsMenu({ member, lastOwner }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [role, setRole] = useState<StaffRole>(member.role ?? 'viewer');
  const action = useStaffAction();
  const changeRole = useChangeStaffRole();
  const email = member.email;
  const fail = (error: unknown) =>
    toast.error(isApiError(error) ? error.message : t('admin.staff.actionFailed'), { error });

  const run = (chosen: StaffAction) =>
    action.mutate(
      { id: member.id, action: chosen },
      {
        onSuccess: () => {
          toast.success(text(ACTION_KEYS[chosen], '.done', { email }));
          setOpen(null);
        },
        onError: fail,
      },
    );

  const toggle: StaffAction = member.disabled ? 'enable' : 'disable';
  const menuActions: StaffAction[] = [toggle, 'end-sessions', 'reset-two-factor'];

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('admin.staff.actionsFor', { email })}
          className="inline-flex size-11 items-center justify-center rounded-lg border border-border hover:bg-muted md:size-9"
        >
          <MoreHorizontal aria-hidden className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
          {member.disabled ? null : (
            <DropdownMenuItem disabled={lastOwner} onSelect={() => setOpen('role')}>
              {t('admin.staff.changeRole')}
            </DropdownMenuItem>
          )}
          {menuActions.map((chosen) => (
            <DropdownMenuItem
              key={chosen}
              disabled={chosen === 'disable' && lastOwner}
              onSelect={() => setOpen(chosen)}
            >
              {t(ACTION_KEYS[chosen] as MessageKey)}
            </DropdownMenuItem>
          ))}
          {lastOwner ? (
            <DropdownMenuLabel className="max-w-72 text-xs font-normal text-muted-foreground">
              {t('admin.staff.lastOwnerReason')}
            </DropdownMenuLabel>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {open === 'role' ? (
        <ConfirmDialog
          title={t('admin.staff.changeRole.title', { email })}
          description={t('admin.staff.changeRole.description')}
          confirmLabel={t('admin.staff.changeRole.submit')}
          pending={changeRole.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            changeRole.mutate(
              { id: member.id, role },
              {
                onSuccess: () => {
                  toast.success(t('admin.staff.changeRole.done', { email, role: roleLabel(role) }));
                  setOpen(null);
                },
                onError: fail,
              },
            )
          }
        >
          <FormField id="staff-role" label={t('admin.staff.column.role')}>
            <Select
              id="staff-role"
              value={role}
              onChange={(event) => setRole(event.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((choice) => (
                <option key={choice} value={choice}>
                  {roleLabel(choice)}
                </option>
              ))}
            </Select>
          </FormField>
        </ConfirmDialog>
      ) : open ? (
        <ConfirmDialog
          title={text(ACTION_KEYS[open], '.title', { email })}
          description={text(ACTION_KEYS[open], '.description')}
          pending={action.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() => run(open)}
        />
      ) : null}
    </>
  );
}
