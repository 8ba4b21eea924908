import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, registrations } from '../../src/db/schema';
import { storedFileCount } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { randomIp } from '../helpers/random-ip';
import { createUser, loginAs } from '../helpers/users';
import { newKey, validOrder } from '../orders/order-requests';
import { validRegistration } from '../registrations/registration-requests';
import { jpegBytes, multipartBody } from '../uploads/sample-files';

describe('no route reads a multipart body: files go up through /api/uploads', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers a multipart body to a JSON route 415', async () => {
    const body = multipartBody([{ name: 'email', value: 'admin@localhost' }]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('answers a multipart order, sign-up or document replacement 415, and stores nothing', async () => {
    const file = { fileName: 'bukti.jpg', type: 'image/jpeg', content: jpegBytes() };
    const cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    for (const [method, url, parts] of [
      ['POST', '/api/orders', [{ name: 'order', value: JSON.stringify(validOrder()) }]],
      [
        'POST',
        '/api/registrations',
        [{ name: 'registration', value: JSON.stringify(validRegistration()) }],
      ],
      ['PUT', `/api/admin/registrations/${randomUUID()}/documents/ktp`, []],
    ] as const) {
      const body = multipartBody([...parts, { name: 'proof', ...file }]);
      const response = await testApp.app.inject({
        method,
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie, 'idempotency-key': newKey() },
        remoteAddress: randomIp(),
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    }
    const { db } = testApp.deps.database;
    expect(await db.select().from(orders)).toEqual([]);
    expect(await db.select().from(registrations)).toEqual([]);
    expect(storedFileCount(testApp.deps)).toBe(0);
  });
});
