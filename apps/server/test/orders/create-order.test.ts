import { MAX_UPLOAD_BYTES } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { ORDER_RATE_LIMIT } from '@toko/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, pendingFiles, uploads } from '../../src/db/schema';
import { storedFileCount } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { htmlBytes, jpegBytes } from '../uploads/sample-files';
import { checkoutDraft, sendWithTus } from '../uploads/tus-client';
import { newKey, orderRequest, originOf, validOrder } from './order-requests';

describe('POST /api/orders', () => {
  let testApp: TestApp;
  let filesBefore: number;
  let ordersBefore: number;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const send = async (order: unknown, options?: Parameters<typeof orderRequest>[2]) =>
    testApp.app.inject(await orderRequest(testApp.app, order, options));
  const orderCount = async () => (await db().select({ id: orders.id }).from(orders)).length;
  const heldByUploads = async () =>
    (await db().select({ key: uploads.storedKey }).from(uploads)).filter((row) => row.key).length;
  /**
   * Files no unclaimed upload holds (the disk driver keeps a data and a metadata file each): an
   * order refused after its proof is up leaves that upload to be named again, until it expires.
   */
  const fileCount = async () => storedFileCount(testApp.deps) - 2 * (await heldByUploads());
  /** The proof through tus alone, as the checkout sends it before the order. */
  async function uploadProof(proof: Buffer, proofName = 'bukti.jpg') {
    const token = await checkoutDraft(testApp);
    return sendWithTus(await originOf(testApp.app), token, proof, {
      metadata: { filename: proofName },
    });
  }

  async function expectNothingLeft() {
    expect(await orderCount()).toBe(ordersBefore);
    expect(await fileCount()).toBe(filesBefore);
    expect(await db().select().from(pendingFiles)).toEqual([]);
  }

  beforeEach(async () => {
    filesBefore = await fileCount();
    ordersBefore = await orderCount();
  });

  it('creates a pending order with server prices, an order number and a private proof', async () => {
    const response = await send(validOrder());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.orderNumber).toMatch(/^ORD-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(created.total).toBe(2 * 2_999_000 + 349_000);

    const [row] = await db().select().from(orders).where(eq(orders.id, created.id));
    expect(row).toMatchObject({
      status: 'pending',
      buyerName: 'Siti Rahayu',
      email: 'siti@contoh.co.id',
      phoneE164: '+6281234567890',
      referralCode: 'AGEN_01',
      notes: null,
      subtotal: 6_347_000,
      shippingFee: 0,
      total: 6_347_000,
      paymentMethod: 'bank_transfer',
      paymentProofType: 'image/jpeg',
      paymentProofName: 'bukti.jpg',
    });
    expect(row?.items).toEqual([
      expect.objectContaining({ id: 'pax-a920-pro', price: 2_999_000, quantity: 2 }),
      expect.objectContaining({ id: 'soundbox-qris', price: 349_000, quantity: 1 }),
    ]);
    expect(row?.paymentProofKey).toMatch(/^payment-proofs\//);
    const stored = await testApp.deps.storage.get(row!.paymentProofKey!);
    expect(stored.contentType).toBe('image/jpeg');
    stored.stream.destroy();
    expect(await db().select().from(pendingFiles)).toEqual([]);
  });

  it('ignores prices and totals a client sends', async () => {
    const tampered = {
      ...validOrder(),
      items: [{ id: 'pax-a930', quantity: 1, price: 1, name: 'Murah' }],
      subtotal: 1,
      total: 1,
    };
    const response = await send(tampered);
    expect(response.statusCode).toBe(201);
    expect(response.json().total).toBe(3_999_000);
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['huge', 1_000_000],
    ['text', '2'],
  ])('refuses a %s quantity and stores nothing', async (_name, quantity) => {
    const response = await send(
      validOrder({ items: [{ id: 'pax-d180', quantity: quantity as number }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    await expectNothingLeft();
  });

  it.each([
    ['name', { name: '' }, 'Nama wajib diisi'],
    ['phone', { phone: '' }, 'Nomor telepon wajib diisi'],
    ['email', { email: 'bukan-email' }, 'Email tidak valid'],
    ['address', { address: '  ' }, 'Alamat pengiriman wajib diisi'],
    ['referralCode', { referralCode: 'ab' }, 'Format kode referral tidak valid.'],
    ['referralCode', { referralCode: 'kode spasi!' }, 'Format kode referral tidak valid.'],
  ])('refuses an invalid %s with the spec message', async (field, buyer, message) => {
    const order = validOrder();
    const response = await send({ ...order, buyer: { ...order.buyer, ...buyer } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[`buyer.${field}`]).toBe(message);
    await expectNothingLeft();
  });

  it("refuses a buyer phone outside the sign-up's rule and a line break in one-line fields, storing nothing", async () => {
    const base = validOrder();
    const refused = 'Berisi karakter yang tidak bisa disimpan; ketik ulang isian ini';
    const cases: [Record<string, string>, string, string][] = [
      ...['--------', '((((((((', '. . . . .', '-0812345670100', '0812\n34567890'].map(
        (phone): [Record<string, string>, string, string] => [
          { phone },
          'phone',
          'Nomor telepon tidak valid',
        ],
      ),
      [{ name: 'Budi\nSantoso' }, 'name', refused],
      [{ notes: 'Antar\tpagi' }, 'notes', refused],
    ];
    for (const [change, field, message] of cases) {
      const response = await send(validOrder({ buyer: { ...base.buyer, ...change } }));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.fields[`buyer.${field}`]).toBe(message);
    }
    await expectNothingLeft();
  });

  it('stores the buyer phone in E.164 beside the number as typed, and keeps line breaks in the address', async () => {
    const base = validOrder();
    const address = 'Jl. Merdeka 10\nRT 01';
    const response = await send(validOrder({ buyer: { ...base.buyer, address } }), {
      key: newKey(),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await db().select().from(orders).where(eq(orders.id, response.json().id));
    expect(row).toMatchObject({ phone: '0812-3456-7890', phoneE164: '+6281234567890', address });
  });

  it('refuses an empty cart, an unknown product and a duplicated line', async () => {
    for (const items of [
      [],
      [{ id: 'pax-x999', quantity: 1 }],
      [
        { id: 'pax-d180', quantity: 1 },
        { id: 'pax-d180', quantity: 2 },
      ],
    ]) {
      const response = await send(validOrder({ items: items as never }));
      expect(response.statusCode).toBe(400);
    }
    await expectNothingLeft();
  });

  it('refuses an HTML file named .jpg', async () => {
    const uploadsBefore = await db().select().from(uploads);
    const sent = await uploadProof(htmlBytes(), 'bukti.jpg');
    expect(sent.error?.status).toBe(415);
    expect(JSON.parse(sent.error!.body).error.message).toBe(
      'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
    );
    expect(await db().select().from(uploads)).toEqual(uploadsBefore);
    await expectNothingLeft();
  });

  it('accepts a proof of exactly 10 MiB and refuses one byte more', async () => {
    const uploadsBefore = await db().select().from(uploads);
    const exact = await send(validOrder(), { proof: jpegBytes(MAX_UPLOAD_BYTES) });
    expect(exact.statusCode).toBe(201);
    ordersBefore = await orderCount();
    filesBefore = await fileCount();
    const over = await uploadProof(jpegBytes(MAX_UPLOAD_BYTES + 1));
    expect(over.error?.status).toBe(413);
    expect(JSON.parse(over.error!.body).error.message).toBe('File terlalu besar (maksimal 10MB).');
    expect(await db().select().from(uploads)).toEqual(uploadsBefore);
    await expectNothingLeft();
  });

  it('requires the proof', async () => {
    const request = await orderRequest(testApp.app, validOrder());
    const withoutProof = { ...request.payload, proofUpload: undefined };
    const response = await testApp.app.inject({ ...request, payload: withoutProof });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['proofUpload']);
  });

  it('offers QRIS only up to Rp 10.000.000', async () => {
    const over = await send(
      validOrder({ paymentMethod: 'qris', items: [{ id: 'pax-a930', quantity: 3 }] }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields.paymentMethod).toMatch(/Rp 10\.000\.000/);
    await expectNothingLeft();
    const within = await send(
      validOrder({ paymentMethod: 'qris', items: [{ id: 'pax-a930', quantity: 2 }] }),
    );
    expect(within.statusCode).toBe(201);
  });

  it('answers a retry with the same key with the first order, storing nothing new', async () => {
    const request = await orderRequest(testApp.app, validOrder());
    const first = await testApp.app.inject(request);
    expect(first.statusCode).toBe(201);
    const afterFirstFiles = await fileCount();
    const retry = await testApp.app.inject(request);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount()).toBe(ordersBefore + 1);
    expect(await fileCount()).toBe(afterFirstFiles);
  });

  it('refuses the same key with a different order', async () => {
    const key = newKey();
    expect((await send(validOrder(), { key })).statusCode).toBe(201);
    const changed = await send(validOrder({ items: [{ id: 'pax-d180', quantity: 1 }] }), { key });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('idempotency_conflict');
    expect(await orderCount()).toBe(ordersBefore + 1);
  });

  it('creates exactly one order from concurrent duplicates', async () => {
    const request = await orderRequest(testApp.app, validOrder());
    const answers = await Promise.all(Array.from({ length: 4 }, () => testApp.app.inject(request)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await orderCount()).toBe(ordersBefore + 1);
  });

  it('refuses a request without an idempotency key and stores nothing', async () => {
    const request = await orderRequest(testApp.app, validOrder());
    const response = await testApp.app.inject({ ...request, headers: {} });
    expect(response.statusCode).toBe(400);
    await expectNothingLeft();
  });

  it('leaves no row when storage fails, and no file when the database fails', async () => {
    const uploadsBefore = await db().select().from(uploads);
    const storage = testApp.deps.storage;
    const diskFull = async () => {
      throw new Error('disk full');
    };
    // Both ways a file gets into storage: streamed (S3), or adopted from the upload store (disk).
    testApp.deps.storage = { ...storage, put: diskFull, adopt: diskFull };
    expect((await uploadProof(jpegBytes())).error?.status).toBe(500);
    testApp.deps.storage = storage;
    expect(await db().select().from(uploads)).toEqual(uploadsBefore);
    await expectNothingLeft();

    await testApp.deps.database.db.execute(
      'alter table orders add constraint test_no_orders check (total < 0) not valid' as never,
    );
    expect((await send(validOrder())).statusCode).toBe(500);
    await testApp.deps.database.db.execute(
      'alter table orders drop constraint test_no_orders' as never,
    );
    await expectNothingLeft();
  });

  it('takes ORDER_RATE_LIMIT orders per address, then refuses before reading the body', async () => {
    const ip = '10.77.0.1';
    for (let order = 0; order < ORDER_RATE_LIMIT.max; order += 1) {
      expect((await send(validOrder(), { ip })).statusCode).toBe(201);
    }
    ordersBefore = await orderCount();
    filesBefore = await fileCount();
    const refused = await send(validOrder(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBe(ORDER_RATE_LIMIT.blockMinutes * 60);
    await expectNothingLeft();
    expect((await send(validOrder(), { ip: '10.77.0.2' })).statusCode).toBe(201);
  });
});
