import { findProduct, orderTotals, type OrderRequest, type OrderTotals } from '@toko/contracts';
import type { OrderItemRecord } from '../../db/schema';

export type PricedOrder = OrderTotals & { items: OrderItemRecord[] };

/** Every amount from the server's catalogue: whatever price a client sends is never read. */
export function priceOrder(items: OrderRequest['items']): PricedOrder {
  const priced = items.map(({ id, quantity }): OrderItemRecord => {
    const product = findProduct(id);
    if (!product) throw new Error(`unknown product ${id}`);
    return {
      id,
      name: product.name,
      description: product.description,
      price: product.price,
      quantity,
    };
  });
  return { items: priced, ...orderTotals(priced) };
}
