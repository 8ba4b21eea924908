import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { randomUUID } from 'node:crypto';
import { orders } from '../../src/db/schema';
import { randomIp } from '../helpers/random-ip';
import { createUser, loginAs } from '../helpers/users';
import { newKey, validOrder } from '../orders/order-requests';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { jpegBytes, multipartBody } from '../uploads/sample-files';

describe('multipart parsing only where uploads arrive', () => {
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

  it('answers a multipart order or document replacement 415: they take JSON naming uploads', async () => {
    const body = multipartBody([
      { name: 'order', value: JSON.stringify(validOrder()) },
      { name: 'proof', fileName: 'bukti.jpg', type: 'image/jpeg', content: jpegBytes() },
    ]);
    const cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    for (const [method, url] of [
      ['POST', '/api/orders'],
      ['PUT', `/api/admin/registrations/${randomUUID()}/documents/ktp`],
    ] as const) {
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
    expect(await testApp.deps.database.db.select().from(orders)).toEqual([]);
  });

  it('still reads the sign-up, sent as multipart', async () => {
    const response = await testApp.app.inject(registrationRequest(validRegistration()));
    expect(response.statusCode).toBe(201);
  });
});
