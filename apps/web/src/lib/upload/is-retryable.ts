import type { ApiError } from '@/lib/api-client';

const RETRYABLE_CODES: ReadonlySet<string> = new Set([
  'network_error',
  'service_unavailable',
  'internal_error',
]);

/**
 * Whether sending the same request again can succeed: a lost connection, a busy or failing
 * server. A refusal of the data itself (validation, type, size) needs a change first.
 */
export function isRetryable(error: Pick<ApiError, 'code' | 'status'>): boolean {
  return RETRYABLE_CODES.has(error.code) || error.status >= 500;
}
