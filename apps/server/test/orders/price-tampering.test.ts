import { type ApiErrorBody, MAX_ITEM_QUANTITY, PRODUCTS, QRIS_MAX_AMOUNT } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { isCatalogueText } from '../fuzz/api-error-check';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderRequest, validOrder } from './order-requests';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = 250;
/** The catalogue's prices, read here once so the test prices orders on its own. */
const PRICE = new Map(PRODUCTS.map((product) => [product.id, product.price]));

const quantity = fc.oneof(
  { weight: 15, arbitrary: fc.integer({ min: 1, max: MAX_ITEM_QUANTITY }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, -99, 1.5, 0.0001, 100, 1e9, 2 ** 53, -0) },
  { weight: 1, arbitrary: fc.constantFrom('2', '1e2', '', null, true, [1], { n: 1 }) },
);
const productId = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom(...PRICE.keys()) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('pax-a920', 'PAX-A930', '', '__proto__', 'soundbox-qris '),
  },
);
/** What a tampering client adds to an item or to the order: its own prices and totals. */
const clientAmounts = fc.record(
  {
    price: fc.oneof(fc.integer(), fc.constantFrom(0, -1, 0.5, '1')),
    subtotal: fc.integer(),
    total: fc.oneof(fc.integer(), fc.constant(1)),
    discount: fc.integer(),
    shippingFee: fc.integer({ min: -1000, max: 0 }),
    name: fc.constantFrom('Murah', 'Gratis', ''),
  },
  { requiredKeys: [] },
);
const tamperedItems = fc.array(
  fc.tuple(productId, quantity, clientAmounts).map(([id, amount, extra]) => ({
    ...extra,
    id,
    quantity: amount,
  })),
  { minLength: 0, maxLength: 4 },
);
const tamperedOrder = fc.record({
  items: fc.oneof(
    { weight: 4, arbitrary: tamperedItems },
    // A valid cart with one line repeated.
    {
      weight: 1,
      arbitrary: tamperedItems.map((items) => (items[0] ? [...items, items[0]] : items)),
    },
  ),
  extra: clientAmounts,
  paymentMethod: fc.constantFrom('bank_transfer', 'qris'),
});

type Item = { id: unknown; quantity: unknown };
const isValidQuantity = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ITEM_QUANTITY;

/** The total this test expects the server to store, or undefined when the order must be refused. */
function expectedTotal(items: Item[], paymentMethod: string): number | undefined {
  const ids = items.map((item) => item.id);
  if (items.length < 1 || items.length > 20 || new Set(ids).size !== ids.length) return undefined;
  if (!items.every((item) => PRICE.has(item.id as never) && isValidQuantity(item.quantity))) {
    return undefined;
  }
  const total = items.reduce(
    (sum, item) => sum + PRICE.get(item.id as never)! * (item.quantity as number),
    0,
  );
  return paymentMethod === 'qris' && total > QRIS_MAX_AMOUNT ? undefined : total;
}

describe('checkout price tampering', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it(`stores the catalogue's total for ${RUNS} tampered checkouts, or refuses them with a message`, async () => {
    let stored = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(tamperedOrder, async ({ items, extra, paymentMethod }) => {
        const order = { ...validOrder(), ...extra, items, paymentMethod };
        const response = await testApp.app.inject(await orderRequest(testApp.app, order));
        const total = expectedTotal(items, paymentMethod);
        if (total === undefined) {
          refused += 1;
          expect(response.statusCode, response.body).toBe(400);
          const { error } = response.json<ApiErrorBody>();
          expect(error.code).toBe('validation_failed');
          expect(Object.values(error.fields ?? {}).every(isCatalogueText), response.body).toBe(
            true,
          );
          return;
        }
        stored += 1;
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().total).toBe(total);
        const [row] = await testApp.deps.database.db
          .select()
          .from(orders)
          .where(eq(orders.id, response.json().id));
        expect(row).toMatchObject({ subtotal: total, shippingFee: 0, total });
        for (const item of row!.items) expect(item.price).toBe(PRICE.get(item.id as never));
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.warn(
      `price tampering: ${RUNS} checkouts, ${stored} stored at the catalogue's total, ${refused} refused with 400; seed ${SEED}`,
    );
    expect(stored).toBeGreaterThan(RUNS / 10);
    expect(refused).toBeGreaterThan(RUNS / 10);
  }, 300_000);
});
