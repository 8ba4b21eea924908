import {
  errorMessages,
  ORDER_SUMMARY_RATE_LIMIT,
  orderSummaryPath,
  SUCCESS_PAGE_LIFETIME_HOURS,
} from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderRequest, validOrder } from './order-requests';

const NOT_FOUND = {
  error: {
    code: 'not_found',
    message:
      'Tautan pesanan ini tidak dikenal atau sudah tidak berlaku. Cek status pesanan Anda dengan nomor pesanan dan nomor telepon.',
  },
};

describe('GET /api/orders/:id/summary', () => {
  let testApp: TestApp;
  let placed: { id: string; orderNumber: string; total: number };

  beforeAll(async () => {
    testApp = await createTestApp();
    placed = (await testApp.app.inject(await orderRequest(testApp.app, validOrder()))).json();
  });
  afterAll(() => testApp.close());

  const read = (id: string, remoteAddress = '198.51.100.20') =>
    testApp.app.inject({ method: 'GET', url: orderSummaryPath(id), remoteAddress });

  it('answers the order number and total alone, never stored', async () => {
    const response = await read(placed.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ orderNumber: placed.orderNumber, total: placed.total });
    const { buyer } = validOrder();
    for (const personal of [buyer.name, buyer.phone, buyer.email.toLowerCase(), buyer.address]) {
      expect(response.body.toLowerCase()).not.toContain(personal.toLowerCase());
    }
    for (const field of ['proof', 'payment', 'referral', 'status', 'items']) {
      expect(response.body).not.toContain(field);
    }
  });

  it('answers an unknown, a malformed and a forged id alike, with the Indonesian message', async () => {
    const forged = `${placed.id.slice(0, -1)}${placed.id.endsWith('0') ? '1' : '0'}`;
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      forged,
      'ORD-20260101-AAAAAA',
      placed.orderNumber,
      "1' or '1'='1",
    ]) {
      const response = await read(id, '198.51.100.21');
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['cache-control'], id).toBe('no-store');
      expect(response.json(), id).toEqual(NOT_FOUND);
    }
    // Past Fastify's longest path parameter: the router's own refusal, still no 5xx.
    const tooLong = await read('x'.repeat(2000), '198.51.100.21');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: { code: 'bad_request', message: errorMessages.bad_request },
    });
  });

  it('forgets a deleted order', async () => {
    const other = (await testApp.app.inject(await orderRequest(testApp.app, validOrder()))).json();
    expect((await read(other.id, '198.51.100.22')).statusCode).toBe(200);
    await testApp.deps.database.db
      .update(orders)
      .set({ deletedAt: new Date() })
      .where(eq(orders.id, other.id));
    expect((await read(other.id, '198.51.100.22')).json()).toEqual(NOT_FOUND);
  });

  it('answers for a day after the order, then no more', async () => {
    testApp.advanceTime(SUCCESS_PAGE_LIFETIME_HOURS * 3_600_000 - 60_000);
    expect((await read(placed.id, '198.51.100.23')).statusCode).toBe(200);
    testApp.advanceTime(120_000);
    expect((await read(placed.id, '198.51.100.23')).json()).toEqual(NOT_FOUND);
  });
});

describe('GET /api/orders/:id/summary rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const read = (remoteAddress: string) =>
    testApp.app.inject({
      method: 'GET',
      url: orderSummaryPath('00000000-0000-4000-8000-000000000000'),
      remoteAddress,
    });

  it('answers 429 with Retry-After past the limit, per address', async () => {
    let answered = 0;
    let response = await read('198.51.100.30');
    while (response.statusCode === 404 && answered < 1000) {
      answered += 1;
      response = await read('198.51.100.30');
    }
    expect(answered).toBe(ORDER_SUMMARY_RATE_LIMIT.max);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: { code: 'too_many_requests', message: errorMessages.too_many_requests },
    });
    const blockSeconds = ORDER_SUMMARY_RATE_LIMIT.blockMinutes * 60;
    expect(Number(response.headers['retry-after'])).toBe(blockSeconds);

    expect((await read('198.51.100.31')).statusCode).toBe(404);
    testApp.advanceTime(blockSeconds * 1000 + 1000);
    expect((await read('198.51.100.30')).statusCode).toBe(404);
  });
});
