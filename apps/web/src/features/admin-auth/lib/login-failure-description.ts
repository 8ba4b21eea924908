import { errorMessages } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { isApiError, type ApiError } from '@/lib/api-client';

/** The minutes to wait, from `Retry-After`; without it the server's own sentence already has them. */
function throttledMessage(error: ApiError): string {
  if (error.retryAfterSeconds === undefined) return error.message;
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  return errorMessages.too_many_login_attempts.replace('{minutes}', String(minutes));
}

/**
 * The description under 'Login gagal': the spec's sentence for wrong credentials only; the
 * wait for throttling; otherwise what went wrong (refused origin, server error, no connection,
 * an unreadable answer), as the server or the API client worded it.
 */
export function loginFailureDescription(error: unknown): string {
  if (!isApiError(error)) return t('common.genericError');
  if (error.code === 'invalid_credentials') return t('auth.login.failedDescription');
  if (error.code === 'too_many_login_attempts' || error.status === 429) {
    return throttledMessage(error);
  }
  return error.message;
}
