import {
  staffInviteResponseSchema,
  staffListSchema,
  type StaffInviteRequest,
  type StaffRole,
} from '@toko/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const STAFF_KEY = ['admin', 'staff'] as const;

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/staff', { signal, parse: staffListSchema.parse }),
  });

export function useStaff() {
  return useQuery(staffQueryOptions());
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: StaffInviteRequest) =>
      apiRequest('/api/admin/staff/invitations', {
        method: 'POST',
        body: invitation,
        parse: staffInviteResponseSchema.parse,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] }),
        queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
      ]),
  });
}

/** "Batalkan undangan": the link stops working at once. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/admin/staff/invitations/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

/** The Pemilik's actions on one account, each a POST without a body (the role change has one). */
export type StaffAction = 'disable' | 'enable' | 'end-sessions' | 'reset-two-factor';

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StaffAction }) =>
      apiRequest<void>(`/api/admin/staff/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) =>
      apiRequest<void>(`/api/admin/staff/${encodeURIComponent(id)}/role`, {
        method: 'POST',
        body: { role },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
