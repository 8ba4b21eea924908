import {
  adminRegistrationDetailSchema,
  type AdminRegistrationDetail,
  type AdminRegistrationPatch,
} from '@toko/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refetchListAndStats } from '@/lib/admin-list-query';
import { apiRequest } from '@/lib/api-client';
import { registrationPath, registrationQueryOptions } from './get-registration';

/** Puts a fresh detail in the cache and lets the lists and the dashboard refetch. */
export function storeRegistration(queryClient: QueryClient, registration: AdminRegistrationDetail) {
  queryClient.setQueryData(registrationQueryOptions(registration.id).queryKey, registration);
  refetchListAndStats(queryClient, 'registrations');
}

/** A status change (saved at once) or the edit form's changed fields. */
export function useUpdateRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminRegistrationPatch) =>
      apiRequest(registrationPath(id), {
        method: 'PATCH',
        body: patch,
        parse: adminRegistrationDetailSchema.parse,
      }),
    onSuccess: (registration) => storeRegistration(queryClient, registration),
  });
}

export function useDeleteRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(registrationPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: registrationQueryOptions(id).queryKey });
      refetchListAndStats(queryClient, 'registrations');
    },
  });
}
