import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderRequest, validOrder } from './order-requests';

describe('POST /api/orders/status', () => {
  let testApp: TestApp;
  let orderNumber: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    orderNumber = (await testApp.app.inject(await orderRequest(testApp.app, validOrder()))).json()
      .orderNumber;
  });
  afterAll(() => testApp.close());

  const ask = (body: object, remoteAddress = '198.51.100.1') =>
    testApp.app.inject({ method: 'POST', url: '/api/orders/status', payload: body, remoteAddress });

  it('tells the buyer the status when the number and the phone match, however written', async () => {
    for (const phone of ['081234567890', '+62 812-3456-7890']) {
      const response = await ask({ orderNumber: orderNumber.toLowerCase(), phone });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ orderNumber, status: 'pending' });
    }
  });

  it('answers a wrong phone exactly like an unknown number', async () => {
    const wrongPhone = await ask({ orderNumber, phone: '081111111111' }, '198.51.100.2');
    const unknown = await ask(
      { orderNumber: 'ORD-20260101-AAAAAA', phone: '081234567890' },
      '198.51.100.2',
    );
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.json()).toEqual(unknown.json());
    expect(wrongPhone.json().error.message).toBe(
      'Pesanan tidak ditemukan. Periksa nomor pesanan dan nomor telepon.',
    );
  });

  it('limits guessing per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await ask({ orderNumber, phone: '080000000000' }, '198.51.100.3')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    const blocked = await ask({ orderNumber, phone: '081234567890' }, '198.51.100.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
