import { useSession } from '@/features/admin-auth/api/get-session';
import { StaffPage } from '@/features/admin-staff/components/staff-page';

/** "Staf" marks the signed-in Pemilik's own account ("(Anda)"). */
export function StaffRoute() {
  const session = useSession();
  return <StaffPage currentUserId={session.data?.user?.id ?? ''} />;
}
