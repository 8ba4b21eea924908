import { adminRegistrationListSchema, type RegistrationStatus } from '@toko/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listQueryString, type ListParams } from '@/lib/admin-list-params';
import { apiRequest } from '@/lib/api-client';

export type RegistrationListParams = ListParams<RegistrationStatus>;

export const registrationsQueryOptions = (params: RegistrationListParams) =>
  queryOptions({
    queryKey: ['admin', 'registrations', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/registrations?${listQueryString(params)}`, {
        signal,
        parse: adminRegistrationListSchema.parse,
      }),
    placeholderData: keepPreviousData,
  });

export function useRegistrations(params: RegistrationListParams) {
  return useQuery(registrationsQueryOptions(params));
}
