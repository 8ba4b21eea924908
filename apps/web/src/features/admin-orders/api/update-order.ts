import { adminOrderDetailSchema, type OrderStatus } from '@toko/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchListAndStats } from '@/lib/admin-list-query';
import { apiRequest } from '@/lib/api-client';
import { orderQueryOptions } from './get-order';

export function useUpdateOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      apiRequest(`/api/admin/orders/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
        parse: adminOrderDetailSchema.parse,
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, order);
      refetchListAndStats(queryClient, 'orders');
    },
  });
}

export function useDeleteOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<void>(`/api/admin/orders/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: orderQueryOptions(id).queryKey });
      refetchListAndStats(queryClient, 'orders');
    },
  });
}
