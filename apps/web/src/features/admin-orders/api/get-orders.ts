import { adminOrderListSchema, type OrderStatus } from '@toko/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type OrderListParams = { q: string; status: OrderStatus | ''; page: number };

export function orderListQueryString({ q, status, page }: OrderListParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/orders?${orderListQueryString(params)}`, {
        signal,
        parse: adminOrderListSchema.parse,
      }),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
