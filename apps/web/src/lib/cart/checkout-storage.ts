import { buyerSchema, type Buyer } from '@toko/contracts';
import { createLocalStore } from '../local-store';

/** The buyer form, kept in the browser between the checkout steps (docs/product.md, "Checkout"). */
export const buyerStore = createLocalStore<Buyer | null>(
  'toko-edc:checkout-buyer:v1',
  null,
  (raw) => {
    const parsed = buyerSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  },
);

export type PlacedOrder = { id: string; orderNumber: string; total: number };

const LAST_ORDER_KEY = 'toko-edc:last-order';

/** The order just placed, for the success page (which shows it once, then forgets it). */
export const lastOrder = {
  save(order: PlacedOrder) {
    try {
      window.sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order));
    } catch {
      // The success page then says where else to find the number.
    }
  },
  read(): PlacedOrder | null {
    try {
      const raw = window.sessionStorage.getItem(LAST_ORDER_KEY);
      return raw ? (JSON.parse(raw) as PlacedOrder) : null;
    } catch {
      return null;
    }
  },
  forget() {
    try {
      window.sessionStorage.removeItem(LAST_ORDER_KEY);
    } catch {
      // Nothing stored.
    }
  },
};
