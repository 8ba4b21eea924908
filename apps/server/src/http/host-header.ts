import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** How many Host headers a request carries (`rawHeaders` is name, value, name, value, …). */
export function hostHeaderCount(raw: readonly string[]): number {
  let hosts = 0;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]!.length === 4 && raw[index]!.toLowerCase() === 'host') hosts += 1;
  }
  return hosts;
}

/**
 * RFC 9112 §3.2: a request with more than one Host header gets a 400. Node keeps the first and
 * drops the rest, so two hosts could disagree about which site a request is for (the CSRF
 * origin check reads it); `rawHeaders` still holds every copy.
 */
export function registerHostHeaderGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(hostHeaderCount(request.raw.rawHeaders) > 1 ? new AppError('bad_request') : undefined);
  });
}
