import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema, errorMessages, MAX_UPLOAD_BYTES, type ErrorCode } from '@toko/contracts';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../src/app';
import { AppError } from '../../src/http/app-error';
import { FileTooLargeError } from '../../src/storage/storage';
import { createTestApp, type TestApp } from '../helpers/test-app';

async function refusedConnection(): Promise<Error> {
  const client = new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  return client.connect().then(
    () => new Error('expected the connection to be refused'),
    (error: Error) => error,
  );
}

/** Errors the database drivers raise while the database is away, as they reach a handler. */
const DATABASE_AWAY: Record<string, () => Error | Promise<Error>> = {
  'PGlite closed': () => new DrizzleQueryError('select 1', [], new Error('PGlite is closed')),
  'connection refused': async () =>
    new DrizzleQueryError('select 1', [], await refusedConnection()),
  'server shut down (57P01)': () =>
    Object.assign(
      new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'),
      {
        code: '57P01',
      },
    ),
  'connection failure (08006)': () =>
    Object.assign(new pg.DatabaseError('connection failure', 0, 'error'), { code: '08006' }),
  'database not accepting connections (55000, FATAL)': () =>
    Object.assign(
      new pg.DatabaseError('database "toko" is not currently accepting connections', 0, 'error'),
      { code: '55000', severity: 'FATAL' },
    ),
  'too many connections (53300)': () =>
    Object.assign(new pg.DatabaseError('sorry, too many clients already', 0, 'error'), {
      code: '53300',
      severity: 'FATAL',
    }),
  'starting up (57P03)': () =>
    Object.assign(new pg.DatabaseError('the database system is starting up', 0, 'error'), {
      code: '57P03',
    }),
  'connection lost': () => new Error('Connection terminated unexpectedly'),
  'a pooled client whose connection has just failed': () =>
    new Error('Client has encountered a connection error and is not queryable'),
  'pool timeout': () => new Error('timeout exceeded when trying to connect'),
};

const orderSchema = z.object({
  buyer: z.object({ name: z.string().min(3, 'Nama minimal 3 karakter') }),
  items: z.array(z.string()).min(1, 'Pilih minimal satu produk'),
});

function defineTestRoutes(app: App) {
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(3, 'Nama minimal 3 karakter') }) } },
    async (request) => request.body,
  );
  app.post('/api/test/parse', async (request) => orderSchema.parse(request.body));
  app.get('/api/test/crash', async () => {
    throw new Error('select * from secret_table where password = 1');
  });
  app.get('/api/test/stored-file-too-large', async () => {
    throw new FileTooLargeError(MAX_UPLOAD_BYTES);
  });
  app.get('/api/test/unsupported-file', async () => {
    throw new AppError('unsupported_file_type');
  });
  app.get('/api/test/throttled', async () => {
    throw new AppError('too_many_registration_attempts', { retryAfterSeconds: 600 });
  });
  app.get<{ Params: { kind: string } }>('/api/test/database-away/:kind', async (request) => {
    throw await DATABASE_AWAY[request.params.kind]!();
  });
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: ErrorCode,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error: { code, message: errorMessages[code] } });
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

  it('answers a ZodError thrown inside a handler as a validation failure with fields', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/parse',
      payload: { buyer: { name: 'ab' }, items: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: errorMessages.validation_failed,
        fields: { 'buyer.name': 'Nama minimal 3 karakter', items: 'Pilih minimal satu produk' },
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
    expectError(response, 400, 'bad_request');
  });

  it('answers a malformed URL in our shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expectError(response, 400, 'bad_request');
  });

  it('answers an unknown API path with not_found', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expectError(response, 404, 'not_found');
  });

  it('answers a too large JSON body with body_too_large, not the file message', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expectError(response, 413, 'body_too_large');
    expect(errorMessages.body_too_large).toBe('Data yang dikirim terlalu besar.');
  });

  it('answers a body of a type the API does not read with unsupported_media_type', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json-patch+json' },
      payload: '[]',
    });
    expectError(response, 415, 'unsupported_media_type');
  });

  it('answers a file over the storage limit with payload_too_large', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/test/stored-file-too-large',
    });
    expectError(response, 413, 'payload_too_large');
  });

  it('answers an unsupported file type with unsupported_file_type', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/unsupported-file' });
    expectError(response, 415, 'unsupported_file_type');
  });

  it('answers a rate limit with 429 and Retry-After in seconds', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/throttled' });
    expectError(response, 429, 'too_many_registration_attempts');
    expect(response.headers['retry-after']).toBe('600');
  });

  it.each(Object.keys(DATABASE_AWAY))(
    'answers service_unavailable while the database is away: %s',
    async (kind) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/test/database-away/${encodeURIComponent(kind)}`,
      });
      expectError(response, 503, 'service_unavailable');
    },
  );

  it('hides internal errors: no stack, no SQL, a generic Indonesian message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expectError(response, 500, 'internal_error');
    expect(response.body).not.toContain('secret_table');
  });

  it('answers every error in the contract shape', async () => {
    for (const url of ['/api/test/crash', '/api/%E0%A4%A', '/api/test/throttled']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(apiErrorSchema.strict().safeParse(response.json()).success, url).toBe(true);
    }
  });
});

describe('errors raised by the file server', () => {
  it('answers a dot-segment path with a status and a code that agree', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'toko-dots-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    const testApp = await createTestApp({ config: { webDistDir: dist } });
    const codeOf: Record<number, ErrorCode> = {
      401: 'unauthenticated',
      400: 'bad_request',
      404: 'not_found',
    };
    for (const url of ['/api/admin/../admin/orders', '/api/admin/%2e%2e/admin/orders']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      const { code } = response.json<{ error: { code: ErrorCode } }>().error;
      expect([url, code]).toEqual([url, codeOf[response.statusCode]]);
    }
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });
});
