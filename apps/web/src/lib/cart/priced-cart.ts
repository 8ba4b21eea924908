import { findProduct, orderTotals, type OrderTotals, type Product } from '@toko/contracts';
import type { SavedCartLine } from './cart-store';

export type CartLine = { product: Product; quantity: number; priceChanged: boolean };

export type PricedCart = OrderTotals & {
  lines: CartLine[];
  /** A saved line whose product is no longer sold. */
  droppedUnknown: boolean;
};

/** The cart at today's catalogue prices (the server charges those too), with what changed. */
export function priceCart(saved: readonly SavedCartLine[]): PricedCart {
  const lines: CartLine[] = [];
  for (const line of saved) {
    const product = findProduct(line.id);
    if (product) {
      lines.push({ product, quantity: line.quantity, priceChanged: line.price !== product.price });
    }
  }
  return {
    lines,
    droppedUnknown: lines.length !== saved.length,
    ...orderTotals(lines.map((line) => ({ price: line.product.price, quantity: line.quantity }))),
  };
}
