import type { AdminNotification } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/components/ui/toast';
import { useResendNotification } from '../api/resend-notification';
import { recipientLabel } from '@/lib/admin-notification-labels';

/** "Kirim ulang" for a failed message; nothing for the others. */
export function ResendButton({ notification }: { notification: AdminNotification }) {
  const resend = useResendNotification();
  if (notification.status !== 'failed') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={resend.isPending}
      aria-label={t('admin.notifications.resendLabel', {
        reference: notification.reference,
        recipient: recipientLabel(notification),
      })}
      onClick={() =>
        resend.mutate(notification.id, {
          onSuccess: () => toast.success(t('admin.notifications.resent')),
          onError: (error) =>
            toast.error(isApiError(error) ? error.message : t('admin.notifications.resendFailed'), {
              error,
            }),
        })
      }
    >
      {t('admin.notifications.resend')}
    </Button>
  );
}
