import { z } from 'zod';
import { SHIPPING_FEE } from './limits';

export const PRODUCT_IDS = [
  'pax-a920-pro',
  'pax-a930',
  'pax-d210',
  'smartpeak-p1000',
  'pax-d180',
  'soundbox-qris',
] as const;

// The pure marks let a bundler drop these schemas, and zod with them, from web pages that
// only show the catalogue.
export const productIdSchema = /* @__PURE__ */ z.enum(PRODUCT_IDS);
export type ProductId = z.infer<typeof productIdSchema>;

export const productBadgeSchema = /* @__PURE__ */ z.enum(['Popular', 'Baru']).nullable();

export const productSchema = /* @__PURE__ */ z.object({
  id: productIdSchema,
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.string(),
  price: /* @__PURE__ */ z.number().int().nonnegative(),
  image: /* @__PURE__ */ z.string(),
  badge: productBadgeSchema,
});
export type Product = z.infer<typeof productSchema>;

/**
 * The six products (docs/product.md, "Catalogue"). The server computes every amount from this list;
 * the browser only shows it. `image` is a path under the web app's public folder,
 * so the seller can replace the illustration with a photo of the same name.
 */
export const PRODUCTS: readonly Product[] = [
  {
    id: 'pax-a920-pro',
    name: 'PAX A920 Pro',
    description: 'EDC Android layar sentuh 5,5" dengan printer struk, kartu chip, tap, dan QRIS.',
    price: 2_999_000,
    image: '/images/products/pax-a920-pro.svg',
    badge: null,
  },
  {
    id: 'pax-a930',
    name: 'PAX A930',
    description: 'EDC Android 4G dengan kamera pemindai, baterai besar, dan printer cepat.',
    price: 3_999_000,
    image: '/images/products/pax-a930.svg',
    badge: null,
  },
  {
    id: 'pax-d210',
    name: 'PAX D210',
    description: 'Mini ATM/UnionPay ringkas untuk tarik tunai, cek saldo, dan transfer antarbank.',
    price: 2_499_000,
    image: '/images/products/pax-d210.svg',
    badge: 'Popular',
  },
  {
    id: 'smartpeak-p1000',
    name: 'Smartpeak P1000',
    description: 'EDC Android hemat dengan printer struk, cocok untuk toko dan warung.',
    price: 2_099_000,
    image: '/images/products/smartpeak-p1000.svg',
    badge: null,
  },
  {
    id: 'pax-d180',
    name: 'PAX D180',
    description: 'Mini ATM saku berbasis Bluetooth untuk transaksi kartu di mana saja.',
    price: 649_000,
    image: '/images/products/pax-d180.svg',
    badge: null,
  },
  {
    id: 'soundbox-qris',
    name: 'Soundbox QRIS',
    description: 'Speaker notifikasi pembayaran QRIS: setiap dana masuk langsung diumumkan.',
    price: 349_000,
    image: '/images/products/soundbox-qris.svg',
    badge: 'Baru',
  },
];

export function findProduct(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}

export type OrderTotals = { subtotal: number; shippingFee: number; total: number };

/** An order's amounts from its lines' prices: the browser's cart and the server's order agree. */
export function orderTotals(lines: readonly { price: number; quantity: number }[]): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { subtotal, shippingFee: SHIPPING_FEE, total: subtotal + SHIPPING_FEE };
}
