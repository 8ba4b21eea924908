import { PRODUCT_IDS, type Product, type ProductId } from '@toko/contracts';
import { createLocalStore } from '../local-store';
import { forgetProof } from './checkout-proof-storage';

/** A cart line as saved: the price is the one the buyer saw, to notice a change since. */
export type SavedCartLine = { id: ProductId; quantity: number; price: number };

const MAX_QUANTITY = 99;
const CART_KEY = 'toko-edc:cart:v1';

function readLines(raw: unknown): SavedCartLine[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((line: Partial<SavedCartLine>) => {
    const id = PRODUCT_IDS.find((known) => known === line?.id);
    const quantity = Math.floor(Number(line?.quantity));
    if (!id || !(quantity >= 1)) return [];
    return [{ id, quantity: Math.min(quantity, MAX_QUANTITY), price: Number(line.price) }];
  });
}

const store = createLocalStore<SavedCartLine[]>(CART_KEY, [], readLines);

/** An emptied cart is an abandoned checkout: its payment proof goes with it. */
function save(lines: SavedCartLine[]) {
  if (lines.length > 0) return store.set(lines);
  store.set(null);
  forgetProof();
}

const clamp = (quantity: number) => Math.min(Math.max(Math.floor(quantity), 0), MAX_QUANTITY);

export const cart = {
  use: store.use,
  /** Adds `quantity` of a product (SPEC: one add per selected unit, so the sum). */
  add(product: Product, quantity: number) {
    const lines = store.get();
    const existing = lines.find((line) => line.id === product.id);
    const next = existing
      ? lines.map((line) =>
          line.id === product.id
            ? { ...line, quantity: clamp(line.quantity + quantity), price: product.price }
            : line,
        )
      : [...lines, { id: product.id, quantity: clamp(quantity), price: product.price }];
    save(next.filter((line) => line.quantity > 0));
  },
  /** Zero or less removes the line. */
  setQuantity(id: ProductId, quantity: number) {
    const next = store
      .get()
      .map((line) => (line.id === id ? { ...line, quantity: clamp(quantity) } : line))
      .filter((line) => line.quantity > 0);
    save(next);
  },
  remove(id: ProductId) {
    save(store.get().filter((line) => line.id !== id));
  },
  clear() {
    save([]);
  },
};
