import { adminOrderListSchema, type OrderStatus } from '@toko/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/lib/admin-list-params';
import { adminListQueryOptions } from '@/lib/admin-list-query';

export function useOrders(params: ListParams<OrderStatus>) {
  return useQuery(adminListQueryOptions('orders', params, adminOrderListSchema.parse));
}
