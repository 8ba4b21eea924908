import { adminRegistrationListSchema, type RegistrationStatus } from '@toko/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type RegistrationListParams = { q: string; status: RegistrationStatus | ''; page: number };

export function registrationListQueryString({ q, status, page }: RegistrationListParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export const registrationsQueryOptions = (params: RegistrationListParams) =>
  queryOptions({
    queryKey: ['admin', 'registrations', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/registrations?${registrationListQueryString(params)}`, {
        signal,
        parse: adminRegistrationListSchema.parse,
      }),
    placeholderData: keepPreviousData,
  });

export function useRegistrations(params: RegistrationListParams) {
  return useQuery(registrationsQueryOptions(params));
}
