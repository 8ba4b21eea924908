import { ActivityCard } from '@/features/admin-activity/components/activity-card';
import { RegistrationDetailPage } from '@/features/admin-registrations/components/registration-detail-page';

/** /admin/registrations/:id: the detail with its "Aktivitas", read again after each change. */
export function RegistrationDetailRoute() {
  return (
    <RegistrationDetailPage
      activity={(registration) => (
        <ActivityCard entity="registration" id={registration.id} version={registration.updatedAt} />
      )}
    />
  );
}
