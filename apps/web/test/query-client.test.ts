import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorCode } from '../src/lib/api-client';
import { createQueryClient } from '../src/lib/query-client';

function apiError(status: number, code: ApiErrorCode) {
  return new ApiError({ status, code, message: 'x' });
}

describe('createQueryClient', () => {
  it('reports an ended session from a query and from a change', async () => {
    const onUnauthenticated = vi.fn();
    const client = createQueryClient({ onUnauthenticated });
    await client
      .fetchQuery({
        queryKey: ['stats'],
        queryFn: () => Promise.reject(apiError(401, 'unauthenticated')),
        retry: false,
      })
      .catch(() => undefined);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);

    const change = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(apiError(401, 'unauthenticated')),
    });
    await change.execute(undefined).catch(() => undefined);
    expect(onUnauthenticated).toHaveBeenCalledTimes(2);
  });

  it('does not treat a wrong password (also 401) as an ended session', async () => {
    const onUnauthenticated = vi.fn();
    const client = createQueryClient({ onUnauthenticated });
    const login = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(apiError(401, 'invalid_credentials')),
    });
    await login.execute(undefined).catch(() => undefined);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('retries once what may pass next time, never a 4xx or an unreadable answer', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      failureCount: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, apiError(503, 'service_unavailable'))).toBe(true);
    expect(retry(0, apiError(0, 'network_error'))).toBe(true);
    expect(retry(1, apiError(503, 'service_unavailable'))).toBe(false);
    expect(retry(0, apiError(404, 'not_found'))).toBe(false);
    expect(retry(0, apiError(200, 'invalid_response'))).toBe(false);
  });
});
