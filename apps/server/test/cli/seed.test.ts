import {
  hasValidNikBirthDate,
  isIndonesianPhone,
  isNikFormat,
  ORDER_STATUSES,
  PRODUCTS,
  REGISTRATION_STATUSES,
} from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { orders, registrations } from '../../src/db/schema';
import { parseSeedArguments } from '../../src/cli/seed-arguments';
import { seedRows } from '../../src/cli/seed-rows';
import { openTestDatabase } from '../helpers/test-database';

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;
const shopDay = (date: Date) =>
  new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

describe('seed arguments', () => {
  it('reads counts and days, with usage errors for anything else', () => {
    expect(parseSeedArguments(['--orders', '1000', '--registrations=1_000_000'])).toEqual({
      help: false,
      orders: 1000,
      registrations: 1_000_000,
      days: 90,
    });
    expect(parseSeedArguments(['--orders', '5', '--days', '30'])).toMatchObject({ days: 30 });
    expect(parseSeedArguments([])).toEqual({ help: true });
    expect(() => parseSeedArguments(['--orders', 'lots'])).toThrow('--orders takes a whole number');
    expect(() => parseSeedArguments(['--orders', '0'])).toThrow('give --orders N');
    expect(() => parseSeedArguments(['--users', '5'])).toThrow('unknown option "--users"');
    expect(() => parseSeedArguments(['--orders', '20000000'])).toThrow('at most');
  });
});

describe('seedRows', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('inserts realistic orders and registrations in batches', async () => {
    const progress: string[] = [];
    const result = await seedRows(database.db, {
      orders: 250,
      registrations: 120,
      now: NOW,
      batchSize: 100,
      onProgress: (table, inserted) => progress.push(`${table} ${inserted}`),
    });
    expect(result).toEqual({ orders: 250, registrations: 120 });
    expect(progress).toEqual([
      'orders 100',
      'orders 200',
      'orders 250',
      'registrations 100',
      'registrations 120',
    ]);

    const orderRows = await database.db.select().from(orders);
    expect(orderRows).toHaveLength(250);
    expect(new Set(orderRows.map((row) => row.orderNumber)).size).toBe(250);
    const prices = new Map(PRODUCTS.map((product) => [product.id, product.price]));
    for (const row of orderRows) {
      expect(row.orderNumber).toMatch(/^ORD-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/);
      expect(row.orderNumber.slice(4, 12)).toBe(shopDay(row.createdAt));
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(row.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 90 * DAY);
      expect(row.buyerName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(row.email).toMatch(/^[a-z]+\.[a-z]+\d+@[a-z.]+$/);
      expect(isIndonesianPhone(row.phone)).toBe(true);
      expect(row.phoneE164).toBe(`+62${row.phone.slice(1)}`);
      expect(ORDER_STATUSES).toContain(row.status);
      const [item] = row.items;
      expect(row.items).toHaveLength(1);
      expect(item && prices.get(item.id as never)).toBe(item?.price);
      expect(row.total).toBe((item?.price ?? 0) * (item?.quantity ?? 0));
      expect(row.subtotal).toBe(row.total);
      expect(row.shippingFee).toBe(0);
      expect(['bank_transfer', 'qris']).toContain(row.paymentMethod);
      if (row.paymentMethod === 'qris') expect(row.total).toBeLessThanOrEqual(10_000_000);
      expect(row.paidAt !== null).toBe(row.status === 'paid' || row.status === 'refunded');
      if (row.paidAt) expect(row.paidAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(row.paymentProofKey).toBeNull();
      expect(row.deletedAt).toBeNull();
    }
    // Every status shows up: 250 draws where the rarest has a 5% chance.
    expect(new Set(orderRows.map((row) => row.status)).size).toBeGreaterThanOrEqual(5);

    const registrationRows = await database.db.select().from(registrations);
    expect(registrationRows).toHaveLength(120);
    expect(new Set(registrationRows.map((row) => row.code)).size).toBe(120);
    for (const row of registrationRows) {
      expect(row.code).toMatch(/^REG-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/);
      expect(row.code.slice(4, 12)).toBe(shopDay(row.createdAt));
      expect(REGISTRATION_STATUSES).toContain(row.status);
      expect(row.fullName.startsWith(`${row.name} `)).toBe(true);
      expect(isIndonesianPhone(row.phone)).toBe(true);
      if (row.phoneAlt) expect(isIndonesianPhone(row.phoneAlt)).toBe(true);
      expect(row.idNumber && isNikFormat(row.idNumber) && hasValidNikBirthDate(row.idNumber)).toBe(
        true,
      );
      expect(row.province).not.toBe('');
      expect(row.postalCode).toMatch(/^\d{5}$/);
      expect(['perorangan', 'badan_usaha']).toContain(row.accountType);
      expect(['new', 'ordered', 'cancelled']).toContain(row.orderState);
      expect(row.ktpKey).toBeNull();
    }
  });
});
