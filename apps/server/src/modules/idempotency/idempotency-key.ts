import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

export type IdempotencyHeader = string | string[] | undefined;

/**
 * The request's raw `Idempotency-Key` header. It is validated where the key is used, not here:
 * a request's rate limit and its body's fields are answered before a bad key.
 */
export function idempotencyHeaderOf(request: FastifyRequest): IdempotencyHeader {
  return request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
}

/** The `Idempotency-Key` header's value; missing, repeated or malformed is a 400. */
export function parseIdempotencyKey(header: IdempotencyHeader): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError('idempotency_key_invalid');
  }
  return header;
}
