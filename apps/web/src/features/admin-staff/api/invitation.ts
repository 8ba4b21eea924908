import {
  invitationAcceptResponseSchema,
  invitationViewSchema,
  type InvitationAcceptRequest,
} from '@toko/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
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

/** Sets the password and signs in. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (request: InvitationAcceptRequest) =>
      apiRequest('/api/staff-invitations/accept', {
        method: 'POST',
        body: request,
        parse: invitationAcceptResponseSchema.parse,
      }),
  });
}
