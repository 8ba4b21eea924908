import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * RFC 9112 §3.2: a request with more than one Host header gets a 400. Node keeps the first and
 * drops the rest, so two hosts could disagree about which site a request is for (the CSRF
 * origin check reads it); `rawHeaders` still holds every copy.
 */
export function registerHostHeaderGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const names = request.raw.rawHeaders.filter((_, index) => index % 2 === 0);
    if (names.filter((name) => name.toLowerCase() === 'host').length > 1) {
      throw new AppError('bad_request');
    }
  });
}
