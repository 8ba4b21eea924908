import { findProduct, SHIPPING_FEE, type Product } from '@toko/contracts';
import type { SavedCartLine } from './cart-store';

export type CartLine = { product: Product; quantity: number; priceChanged: boolean };

export type PricedCart = {
  lines: CartLine[];
  /** A saved line whose product is no longer sold. */
  droppedUnknown: boolean;
  subtotal: number;
  shippingFee: number;
  total: number;
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
  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  return {
    lines,
    droppedUnknown: lines.length !== saved.length,
    subtotal,
    shippingFee: SHIPPING_FEE,
    total: subtotal + SHIPPING_FEE,
  };
}
