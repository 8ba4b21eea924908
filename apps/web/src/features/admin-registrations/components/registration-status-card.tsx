import {
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  SETTABLE_REGISTRATION_STATUSES,
  settableRegistrationStatusSchema,
  type AdminRegistrationDetail,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusSelect } from '@/components/ui/status-select';
import { toastOutcome } from '@/components/ui/toast';
import { useMay } from '@/lib/staff-role';
import { useUpdateRegistration } from '../api/update-registration';
import { RegistrationStatusBadge } from './registration-status-badge';

/**
 * Baru / Terverifikasi / Ditolak: any from any other, saved as soon as it is chosen
 * (docs/product.md, "Statuses"). "Perlu Perbaikan" shows while it is the status; only a
 * correction request ("Minta ulang") sets it.
 */
export function RegistrationStatusCard({
  registration,
}: {
  registration: AdminRegistrationDetail;
}) {
  const update = useUpdateRegistration(registration.id);
  const mayChange = useMay('registrations.status');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          {mayChange ? (
            <label htmlFor="registration-status">{t('admin.registration.status')}</label>
          ) : (
            t('admin.registration.status')
          )}
          <RegistrationStatusBadge status={registration.status} />
        </CardTitle>
      </CardHeader>
      {mayChange ? (
        <CardContent>
          <StatusSelect
            id="registration-status"
            value={registration.status}
            statuses={
              registration.status === 'needs_changes'
                ? REGISTRATION_STATUSES
                : SETTABLE_REGISTRATION_STATUSES
            }
            labels={REGISTRATION_STATUS_LABELS}
            disabled={update.isPending}
            onChange={(chosen) => {
              const status = settableRegistrationStatusSchema.safeParse(chosen);
              if (!status.success) return;
              update.mutate(
                { status: status.data },
                toastOutcome(
                  t('admin.registration.statusChanged'),
                  t('admin.registration.statusFailed'),
                ),
              );
            }}
          />
        </CardContent>
      ) : null}
    </Card>
  );
}
