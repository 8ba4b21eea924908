import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../src/lib/api-client';

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(async () =>
    body === undefined
      ? new Response(null, { status })
      : new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
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
});
