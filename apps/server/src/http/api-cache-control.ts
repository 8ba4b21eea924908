import type { FastifyReply } from 'fastify';
import { isApiRequestPath } from './request-path';

/**
 * Every `/api/` answer, errors included, is `no-store` unless its route chose a caching of its
 * own (the catalogue): answers carry orders, sign-ups and sessions, which no browser or proxy
 * may keep. `path` is the normalised request path.
 */
export function addDefaultApiCacheControl(reply: FastifyReply, path: string): void {
  if (reply.hasHeader('cache-control')) return;
  if (isApiRequestPath(path)) reply.header('cache-control', 'no-store');
}
