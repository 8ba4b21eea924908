import type { AdminOrderDetail, AdminOrderListItem, OrderStatus } from '@toko/contracts';
import type { orders } from '../../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export function toListItem(row: OrderRow): AdminOrderListItem {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    buyerName: row.buyerName,
    email: row.email,
    phone: row.phone,
    referralCode: row.referralCode,
    total: row.total,
    paymentMethod: row.paymentMethod,
    status: row.status as OrderStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(
  row: OrderRow,
  statusHistory: AdminOrderDetail['statusHistory'],
): AdminOrderDetail {
  return {
    ...toListItem(row),
    address: row.address,
    notes: row.notes,
    // Older rows may hold anything in the JSON column: the items are always an array.
    items: (Array.isArray(row.items) ? row.items : []).map(({ id, name, price, quantity }) => ({
      id,
      name,
      price,
      quantity,
    })),
    subtotal: row.subtotal,
    shippingFee: row.shippingFee,
    paidAt: row.paidAt?.toISOString() ?? null,
    proof:
      row.paymentProofKey && row.paymentProofName
        ? { fileName: row.paymentProofName, contentType: row.paymentProofType ?? '' }
        : null,
    statusHistory,
  };
}
