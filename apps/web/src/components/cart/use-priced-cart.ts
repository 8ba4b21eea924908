import { useMemo } from 'react';
import { cart } from '@/lib/cart/cart-store';
import { priceCart } from '@/lib/cart/priced-cart';

/** The saved cart at today's prices, re-rendered on every change (also from other tabs). */
export function usePricedCart() {
  const saved = cart.use();
  return useMemo(() => priceCart(saved), [saved]);
}
