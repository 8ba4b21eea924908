import { MAX_REQUEST_BODY_BYTES } from '@toko/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * A declared body larger than any request may be is answered 413 before a byte of it is read,
 * and the connection is closed instead of draining it. A chunked body declares no length:
 * `limitChunkedBody` counts it as it is read.
 */
export function registerBodyLimit(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (Number(request.headers['content-length'] ?? 0) <= MAX_REQUEST_BODY_BYTES) return;
    reply.header('connection', 'close');
    throw new AppError('body_too_large');
  });
}
