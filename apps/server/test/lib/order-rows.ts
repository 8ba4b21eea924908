import { ORDER_STATUSES } from '@toko/contracts';
import type { orders } from '../../src/db/schema';

export type OrderSeed = typeof orders.$inferInsert;

/** An order row with everything required filled in; tests override what they look at. */
export function orderRow(index: number, overrides: Partial<OrderSeed> = {}): OrderSeed {
  return {
    orderNumber: `ORD-20261121-${String(index).padStart(6, '0')}`,
    createdAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000),
    buyerName: `Pembeli ${index}`,
    email: `pembeli${index}@example.com`,
    phone: `0812${String(index).padStart(8, '0')}`,
    address: 'Jl. Merdeka No. 1, Jakarta',
    items: [],
    subtotal: 100_000,
    total: 100_000,
    status: ORDER_STATUSES[index % ORDER_STATUSES.length],
    ...overrides,
  };
}
