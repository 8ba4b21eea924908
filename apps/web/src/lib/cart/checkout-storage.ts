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
