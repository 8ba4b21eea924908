import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/admin-auth/api/get-session';
import { InvitationPage } from '@/features/admin-staff/components/invitation-page';

/** The invited person's page, outside the admin shell: signed in, the session is read anew. */
export function InvitationRoute() {
  const queryClient = useQueryClient();
  return <InvitationPage onSignedIn={() => queryClient.invalidateQueries(sessionQueryOptions())} />;
}
