import type { FastifyInstance } from 'fastify';
import { isApiPath } from './request-path';

/**
 * Every `/api/` answer, errors included, is `no-store` unless its route chose a caching of its
 * own (the catalogue): answers carry orders, sign-ups and sessions, which no browser or proxy
 * may keep.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApiPath(request.url)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
