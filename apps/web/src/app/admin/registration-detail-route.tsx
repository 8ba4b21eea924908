import { useParams } from 'react-router';
import { ActivityCard } from '@/features/admin-activity/components/activity-card';
import { RegistrationDetailPage } from '@/features/admin-registrations/components/registration-detail-page';

/** /admin/registrations/:id: the registration's detail with its "Aktivitas". */
export function RegistrationDetailRoute() {
  const id = useParams().id ?? '';
  return <RegistrationDetailPage activity={<ActivityCard entity="registration" id={id} />} />;
}
