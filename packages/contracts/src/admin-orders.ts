import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './lists';
import { orderStatusSchema } from './statuses';

export const ORDER_LIST_SORTS = ['date', 'total', 'name'] as const;
export const adminOrderListQuerySchema = listQuerySchema(orderStatusSchema, ORDER_LIST_SORTS);

export const adminOrderListItemSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  buyerName: z.string(),
  email: z.string(),
  phone: z.string(),
  referralCode: z.string().nullable(),
  total: z.number().int(),
  paymentMethod: z.string().nullable(),
  status: orderStatusSchema,
  /** The row's version: a bulk change sends it back and skips the row if it changed since. */
  updatedAt: z.string(),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

export const adminOrderListSchema = listResponseSchema(adminOrderListItemSchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderStatusChangeSchema = z.object({
  at: z.string(),
  adminEmail: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
});

export const adminOrderDetailSchema = adminOrderListItemSchema.extend({
  address: z.string(),
  notes: z.string().nullable(),
  items: z.array(
    z.object({ id: z.string(), name: z.string(), price: z.number(), quantity: z.number() }),
  ),
  subtotal: z.number().int(),
  shippingFee: z.number().int(),
  paidAt: z.string().nullable(),
  proof: z.object({ fileName: z.string(), contentType: z.string() }).nullable(),
  statusHistory: z.array(adminOrderStatusChangeSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderStatusUpdateSchema = z.object({ status: orderStatusSchema });

export const signedFileUrlSchema = z.object({ url: z.string(), expiresInSeconds: z.number() });
export type SignedFileUrl = z.infer<typeof signedFileUrlSchema>;
