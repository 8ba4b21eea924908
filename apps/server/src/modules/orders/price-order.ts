import { findProduct, SHIPPING_FEE, type OrderRequest } from '@toko/contracts';
import type { OrderItemRecord } from '../../db/schema';

export type PricedOrder = {
  items: OrderItemRecord[];
  subtotal: number;
  shippingFee: number;
  total: number;
};

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
  const subtotal = priced.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return { items: priced, subtotal, shippingFee: SHIPPING_FEE, total: subtotal + SHIPPING_FEE };
}
