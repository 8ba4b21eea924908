import { adminStatsSchema } from '@toko/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/stats', { signal, parse: adminStatsSchema.parse }),
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
