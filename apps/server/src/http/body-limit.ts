import { MAX_REQUEST_BODY_BYTES } from '@toko/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * A declared body larger than any request may be is answered 413 before a byte of it is read,
 * and the connection is closed instead of draining it. A chunked body declares no length: its
 * reader stops it (the JSON body limit, or tus at the upload's length), and a body no route reads
 * is answered without reading it.
 */
export function declaresTooLargeBody(request: FastifyRequest): boolean {
  return Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BODY_BYTES;
}
