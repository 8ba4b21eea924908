import { listQuerySchema } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ENGLISH = /invalid|expected|too (small|big)|required|must|received/i;

/** A query validated by the route schema, and a body parsed with a schema inside the handler. */
function defineTestRoutes(app: App) {
  app.get(
    '/test/list',
    { schema: { querystring: listQuerySchema(z.enum(['new', 'paid']), ['date']) } },
    () => ({
      ok: true,
    }),
  );
  app.post('/test/parsed-body', (request) => {
    const schema = z.object({ name: z.string().min(3), quantity: z.number().int().min(1) });
    schema.parse(request.body);
    return { ok: true };
  });
}

describe('validation messages', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ addRoutes: defineTestRoutes });
  });
  afterAll(() => testApp.close());

  it('answers a body without its fields in Indonesian', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a'.repeat(300) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { email: 'Maksimal 254 karakter', password: 'Wajib diisi' },
    });
  });

  it('answers a bad query string in Indonesian', async () => {
    const response = await testApp.app.inject({ url: '/test/list?status=lost&page=abc' });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error as { fields: Record<string, string> };
    expect(fields).toEqual({ status: 'Pilihan tidak valid', page: 'Harus berupa angka' });
  });

  it('answers a body parsed inside a handler in Indonesian', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/test/parsed-body',
      payload: { name: 'ab', quantity: '2' },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error as { fields: Record<string, string> };
    expect(fields).toEqual({ name: 'Minimal 3 karakter', quantity: 'Harus berupa angka' });
    expect(Object.values(fields).filter((message) => ENGLISH.test(message))).toEqual([]);
  });
});
