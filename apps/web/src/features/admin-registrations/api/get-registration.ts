import { adminRegistrationDetailSchema } from '@toko/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const registrationPath = (id: string) =>
  `/api/admin/registrations/${encodeURIComponent(id)}`;

export const registrationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'registrations', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(registrationPath(id), { signal, parse: adminRegistrationDetailSchema.parse }),
  });

export function useRegistration(id: string) {
  return useQuery(registrationQueryOptions(id));
}
