import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/test-app';

function defineTestRoutes(app: App) {
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(3, 'Nama minimal 3 karakter') }) } },
    async (request) => request.body,
  );
  app.get('/api/test/crash', async () => {
    throw new Error('select * from secret_table where password = 1');
  });
}

describe('the error handler', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ addRoutes: defineTestRoutes });
  }, 60_000);
  afterAll(() => testApp.close());

  it('answers validation failures with code, Indonesian message and fields', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'ab' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Data yang dikirim tidak valid. Periksa kembali isian Anda.',
        fields: { name: 'Nama minimal 3 karakter' },
      },
    });
  });

  it('answers malformed JSON with bad_request', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('answers a too large JSON body with payload_too_large', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('hides internal errors: no stack, no SQL, a generic Indonesian message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Terjadi kesalahan, silakan coba lagi' },
    });
    expect(response.body).not.toContain('secret_table');
  });
});
