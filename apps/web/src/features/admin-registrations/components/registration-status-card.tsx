import {
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  registrationStatusSchema,
  type AdminRegistrationDetail,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useUpdateRegistration } from '../api/update-registration';
import { RegistrationStatusBadge } from './registration-status-badge';

/** Baru / Terverifikasi / Ditolak: any from any other, saved as soon as it is chosen (SPEC §4). */
export function RegistrationStatusCard({
  registration,
}: {
  registration: AdminRegistrationDetail;
}) {
  const update = useUpdateRegistration(registration.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          <label htmlFor="registration-status">{t('admin.registration.status')}</label>
          <RegistrationStatusBadge status={registration.status} />
        </CardTitle>
      </CardHeader>
      <CardContent>
        <select
          id="registration-status"
          value={registration.status}
          disabled={update.isPending}
          onChange={(event) => {
            const status = registrationStatusSchema.parse(event.target.value);
            update.mutate(
              { status },
              {
                onSuccess: () => toast.success(t('admin.registration.statusChanged')),
                onError: (error) =>
                  toast.error(t('admin.registration.statusFailed'), {
                    description: error.message,
                  }),
              },
            );
          }}
          className="h-11 w-full rounded-lg border border-input bg-background px-3 text-base sm:text-sm"
        >
          {REGISTRATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REGISTRATION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </CardContent>
    </Card>
  );
}
