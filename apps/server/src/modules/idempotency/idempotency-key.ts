import { IDEMPOTENCY_KEY_PATTERN } from '@toko/contracts';
import { AppError } from '../../http/app-error';

/** The `Idempotency-Key` header's value; missing, repeated or malformed is a 400. */
export function parseIdempotencyKey(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError('idempotency_key_invalid');
  }
  return header;
}
