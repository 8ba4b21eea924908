import {
  STAFF_INVITATION_HOURS,
  STAFF_ROLES,
  staffInviteRequestSchema,
  type StaffInviteRequest,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/zod-resolver';
import { useInviteStaff } from '../api/staff';
import { roleLabel } from './role-label';

/** "Undang Staf": an e-mail and a role; then the link, once, for "Salin tautan undangan". */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteStaff();
  const [link, setLink] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StaffInviteRequest, unknown, z.output<typeof staffInviteRequestSchema>>({
    resolver: zodResolver(staffInviteRequestSchema),
    defaultValues: { email: '', role: 'sales' },
  });

  const submit = handleSubmit((invitation) =>
    invite.mutate(invitation, {
      onSuccess: (answer) => {
        toast.success(t('admin.staff.invite.sent', { email: invitation.email }));
        setLink(`${window.location.origin}${answer.invitationPath}`);
      },
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : t('admin.staff.invite.failed'), { error }),
    }),
  );

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('admin.staff.invite.copied'));
    } catch {
      toast.error(t('admin.staff.invite.copyFailed'));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !invite.isPending && onClose()}
      title={link ? t('admin.staff.invite.linkTitle') : t('admin.staff.invite.title')}
      closeLabel={t('admin.staff.close')}
    >
      {link ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t('admin.staff.invite.linkHint')}</p>
          <FormField id="invitation-link" label={t('admin.staff.invite.linkLabel')}>
            <Input
              id="invitation-link"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => void copy()}>
              {t('admin.staff.invite.copy')}
            </Button>
            <Button onClick={onClose}>{t('admin.staff.invite.done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            {t('admin.staff.invite.description', { hours: STAFF_INVITATION_HOURS })}
          </p>
          <FormField
            id="invite-email"
            label={t('admin.staff.invite.email')}
            error={errors.email?.message}
          >
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'invite-email-error' : undefined}
              {...register('email')}
            />
          </FormField>
          <FormField id="invite-role" label={t('admin.staff.invite.role')}>
            <Select id="invite-role" {...register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </Select>
          </FormField>
          <DialogActions>
            <Button variant="outline" onClick={onClose} disabled={invite.isPending}>
              {t('admin.staff.invite.cancel')}
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {t('admin.staff.invite.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
