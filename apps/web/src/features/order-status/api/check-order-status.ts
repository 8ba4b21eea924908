import { orderStatusResponseSchema } from '@toko/contracts';
import { apiRequest } from '@/lib/api-client';

export function checkOrderStatus(orderNumber: string, phone: string) {
  return apiRequest('/api/orders/status', {
    method: 'POST',
    body: { orderNumber, phone },
    parse: orderStatusResponseSchema.parse,
  });
}
