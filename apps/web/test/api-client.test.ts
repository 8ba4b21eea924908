import { sessionResponseSchema } from '@toko/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { ApiError, apiRequest } from '../src/lib/api-client';

function answer(status: number, body?: unknown, headers?: Record<string, string>) {
  const fetchMock = vi.fn(async () =>
    body === undefined
      ? new Response(null, { status, headers })
      : new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with the session cookie and parses the answer', async () => {
    const fetchMock = answer(200, { ready: true });
    const parse = vi.fn((data: unknown) => data as { ready: boolean });
    await expect(apiRequest('/api/x', { method: 'POST', body: {}, parse })).resolves.toEqual({
      ready: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
      signal: undefined,
    });
    expect(parse).toHaveBeenCalledWith({ ready: true });
  });

  it('sends no body and no content type without a body', async () => {
    const fetchMock = answer(204);
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/auth/logout',
      expect.objectContaining({ body: undefined, headers: { accept: 'application/json' } }),
    ]);
  });

  it("turns the server's error body into an ApiError with its message and fields", async () => {
    answer(400, {
      error: { code: 'validation_failed', message: 'Data tidak valid', fields: { email: 'Wajib' } },
    });
    const error = await failure(apiRequest('/api/x'));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Data tidak valid',
      fields: { email: 'Wajib' },
    });
  });

  it('uses the catalogue message when the answer is not our error shape', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failure(apiRequest('/api/x'));
    expect(error.code).toBe('service_unavailable');
    expect(error.message).toBe('Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.');
  });

  it('reports a network failure with the catalogue text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(apiRequest('/api/x'));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.message).toBe('Tidak dapat terhubung ke server. Periksa koneksi internet Anda.');
  });

  it('exposes Retry-After given in seconds', async () => {
    answer(
      429,
      { error: { code: 'too_many_login_attempts', message: 'Tunggu 3 menit' } },
      { 'Retry-After': '150' },
    );
    const error = await failure(apiRequest('/api/auth/login', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      status: 429,
      code: 'too_many_login_attempts',
      message: 'Tunggu 3 menit',
      retryAfterSeconds: 150,
    });
  });

  it('exposes Retry-After given as a date, and leaves it out when absent', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T07:00:00Z'), toFake: ['Date'] });
    try {
      answer(503, undefined, { 'Retry-After': 'Sat, 21 Nov 2026 07:02:00 GMT' });
      expect((await failure(apiRequest('/api/x'))).retryAfterSeconds).toBe(120);
      answer(503);
      expect((await failure(apiRequest('/api/x'))).retryAfterSeconds).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns an answer that breaks its contract into a clear Indonesian error, not a ZodError', async () => {
    answer(200, { user: { id: 1 } });
    const error = await failure(
      apiRequest('/api/auth/session', { parse: sessionResponseSchema.parse }),
    );
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    expect(error.message).toBe(
      'Jawaban server tidak dikenali. Muat ulang halaman atau coba lagi nanti.',
    );
    expect(error.cause).toBeInstanceOf(ZodError);
  });

  it('treats an answer that is not JSON as breaking its contract', async () => {
    answer(200, '<html>portal login</html>');
    const error = await failure(apiRequest('/api/x', { parse: sessionResponseSchema.parse }));
    expect(error.code).toBe('invalid_response');
  });
});
