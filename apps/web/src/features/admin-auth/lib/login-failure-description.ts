import { t } from '@toko/contracts/i18n/admin';
import { isApiError } from '@/lib/api-client';

/** Wrong credentials get the spec's sentence; throttling and a lost connection say so instead. */
export function loginFailureDescription(error: unknown): string {
  if (
    isApiError(error) &&
    (error.status === 429 || error.code === 'too_many_login_attempts' || error.status === 0)
  ) {
    return error.message;
  }
  return t('auth.login.failedDescription');
}
