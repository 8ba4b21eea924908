import { roleMay } from '@toko/contracts';
import { ActivityCard } from '@/features/admin-activity/components/activity-card';
import { useSession } from '@/features/admin-auth/api/get-session';
import { RegistrationDetailPage } from '@/features/admin-registrations/components/registration-detail-page';

/**
 * /admin/registrations/:id: the detail with its "Aktivitas", read again after each change, and
 * "Tampilkan" beside the masked personal data for a role that may reveal it (the server decides;
 * the button only follows the role).
 */
export function RegistrationDetailRoute() {
  const role = useSession().data?.user?.role;
  return (
    <RegistrationDetailPage
      mayReveal={role ? roleMay(role, 'personalData.reveal') : false}
      activity={(registration) => (
        <ActivityCard entity="registration" id={registration.id} version={registration.updatedAt} />
      )}
    />
  );
}
