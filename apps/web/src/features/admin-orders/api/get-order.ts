import { adminOrderDetailSchema } from '@toko/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/orders/${encodeURIComponent(id)}`, {
        signal,
        parse: adminOrderDetailSchema.parse,
      }),
  });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
