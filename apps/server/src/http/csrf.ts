import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCEPTED_BODY_TYPES = ['application/json', 'multipart/form-data'];

function ownOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery defence for every state-changing request: the body must be JSON
 * or multipart (a plain HTML form cannot send JSON), and a browser's Origin (or Fetch Metadata)
 * must name this site. Together with SameSite=Strict cookies this closes the classic holes.
 * It looks at the method only, never the path: the router decodes `%61pi`, so a path test
 * would let such spellings through.
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl?: string) {
  // A callback hook, not an async one: safe methods (most requests) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    try {
      assertSameSite(request, publicUrl);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

/** Throws csrf_rejected unless a state-changing request comes from this site with a JSON body. */
function assertSameSite(request: FastifyRequest, publicUrl?: string): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    throw new AppError('csrf_rejected');
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin(request, publicUrl)) {
    throw new AppError('csrf_rejected');
  }
  const contentType = (request.headers['content-type'] ?? '').toLowerCase();
  const hasBody =
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
  if (hasBody && !ACCEPTED_BODY_TYPES.some((type) => contentType.startsWith(type))) {
    throw new AppError('csrf_rejected');
  }
}
