import { adminRegistrationListSchema, type RegistrationStatus } from '@toko/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/lib/admin-list-params';
import { adminListQueryOptions } from '@/lib/admin-list-query';

export function useRegistrations(params: ListParams<RegistrationStatus>) {
  return useQuery(
    adminListQueryOptions('registrations', params, adminRegistrationListSchema.parse),
  );
}
