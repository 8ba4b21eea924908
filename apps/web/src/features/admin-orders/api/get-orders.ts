import { adminOrderListSchema, type OrderStatus } from '@toko/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listQueryString, type ListParams } from '@/lib/admin-list-params';
import { apiRequest } from '@/lib/api-client';

export type OrderListParams = ListParams<OrderStatus>;

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/orders?${listQueryString(params)}`, {
        signal,
        parse: adminOrderListSchema.parse,
      }),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
