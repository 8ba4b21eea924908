import { AppError } from '../http/app-error';

/**
 * Busboy reports a body that is not well-formed multipart (no or another boundary, cut short
 * inside a part, no closing line) with a plain `Error`: the client's fault, so a 400. Storage
 * and file-system errors carry a class or a `code` of their own and stay 500s.
 */
export function asMalformedMultipart(error: unknown): unknown {
  const plain = error instanceof Error && error.constructor === Error && !('code' in error);
  return plain ? new AppError('bad_request') : error;
}
