import { findProduct } from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import { priceCart } from '@/lib/cart/priced-cart';

describe('the cart at today’s prices', () => {
  it('sums price × quantity with Rp 0 shipping', () => {
    const cart = priceCart([
      { id: 'pax-a920-pro', quantity: 2, price: 2_999_000 },
      { id: 'soundbox-qris', quantity: 1, price: 349_000 },
    ]);
    expect(cart).toMatchObject({ subtotal: 6_347_000, shippingFee: 0, total: 6_347_000 });
    expect(cart.lines.every((line) => !line.priceChanged)).toBe(true);
  });

  it('uses the current price and says when it changed since the line was saved', () => {
    const cart = priceCart([{ id: 'pax-d180', quantity: 1, price: 500_000 }]);
    expect(cart.total).toBe(findProduct('pax-d180')?.price);
    expect(cart.lines[0]?.priceChanged).toBe(true);
  });

  it('drops a product no longer sold and says so', () => {
    const cart = priceCart([
      { id: 'pax-d180', quantity: 1, price: 649_000 },
      { id: 'retired-model' as never, quantity: 1, price: 1 },
    ]);
    expect(cart.lines).toHaveLength(1);
    expect(cart.droppedUnknown).toBe(true);
  });
});
