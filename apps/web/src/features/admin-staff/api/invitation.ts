import {
  invitationAcceptResponseSchema,
  invitationViewSchema,
  type InvitationAcceptRequest,
} from '@toko/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/admin-auth/api/get-session';
import { apiRequest } from '@/lib/api-client';

/** The e-mail and role a link invites; an unusable link answers "Undangan tidak berlaku". */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiRequest('/api/staff-invitations/view', {
        method: 'POST',
        body: { token },
        signal,
        parse: invitationViewSchema.parse,
      }),
    retry: false,
    staleTime: Infinity,
  });
}

/** Sets the password and signs in; the session is read again (enrolment may be due next). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvitationAcceptRequest) =>
      apiRequest('/api/staff-invitations/accept', {
        method: 'POST',
        body: request,
        parse: invitationAcceptResponseSchema.parse,
      }),
    onSuccess: () => queryClient.invalidateQueries(sessionQueryOptions()),
  });
}
