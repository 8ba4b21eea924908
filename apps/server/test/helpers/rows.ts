import { randomBytes } from 'node:crypto';
import type { orders, registrations } from '../../src/db/schema';

const unique = () => randomBytes(4).toString('hex');

/** A complete order row for an insert straight in the database: a unique number unless given. */
export const orderRow = (
  values: Partial<typeof orders.$inferInsert> = {},
): typeof orders.$inferInsert => ({
  orderNumber: `ORD-TEST-${unique()}`,
  buyerName: 'Budi',
  email: 'budi@example.com',
  phone: '081234567890',
  address: 'Jl. Merdeka No. 1, Jakarta',
  items: [],
  subtotal: 100_000,
  total: 100_000,
  ...values,
});

/** A complete registration row for an insert straight in the database: a unique code unless given. */
export const registrationRow = (
  values: Partial<typeof registrations.$inferInsert> = {},
): typeof registrations.$inferInsert => ({
  code: `REG-${unique()}`,
  name: 'Siti',
  fullName: 'Siti Aminah',
  email: 'siti@example.com',
  phone: '081298765432',
  address: 'Jl. Sudirman No. 2',
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  district: 'Kebayoran Baru',
  village: 'Senayan',
  postalCode: '12190',
  ...values,
});
