import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderRequest, validOrder } from '../orders/order-requests';
import { multipartBody } from '../uploads/sample-files';

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

  it('still reads the checkout upload', async () => {
    const response = await testApp.app.inject(await orderRequest(testApp.app, validOrder()));
    expect(response.statusCode).toBe(201);
  });
});
