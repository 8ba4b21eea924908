import type { FastifyInstance } from 'fastify';
import { addDefaultApiCacheControl } from './api-cache-control';
import { AppError } from './app-error';
import { declaresTooLargeBody } from './body-limit';
import { isCrossSiteWrite } from './csrf';
import { hostHeaderCount } from './host-header';
import { closesConnectionsWhileStopping, type Readiness, refusalWhileStarting } from './readiness';
import { enterRequest } from './request-context';
import { setRequestIdHeader } from './request-id';
import { normalisedRequestPath } from './request-path';
import { addAnswerSecurityHeaders, setSecurityHeaders } from './security-headers';

/**
 * What every request gets, in one callback hook as it arrives and one as its answer leaves:
 * each hook is a step of Fastify's cycle on every request, so the checks share them. The
 * security headers and the request's id are set first, on the raw response, so every answer
 * carries them, the refusals below and the tus server's answers included (errors raised before
 * this hook: `sendError`).
 */
export function registerRequestGuards(
  app: FastifyInstance,
  {
    publicUrl,
    allowedHosts,
    readiness = { phase: 'ready' },
  }: { publicUrl?: string; allowedHosts: readonly string[]; readiness?: Readiness },
): void {
  const answered = new Set(allowedHosts);
  app.addHook('onRequest', (request, reply, done) => {
    enterRequest(request);
    setSecurityHeaders(reply.raw);
    setRequestIdHeader(reply);
    // RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host; HTTP/1.0 may have none.
    const hosts = hostHeaderCount(request.raw.rawHeaders);
    if (hosts > 1 || (hosts === 0 && request.raw.httpVersion !== '1.0')) {
      return done(new AppError('bad_request'));
    }
    // An absolute-form target is origin form by now (request-target.ts): what is left is `*`
    // or an authority (`host:port`), which name no resource of ours.
    if (!request.url.startsWith('/')) return done(new AppError('bad_request'));
    // A page another site's name points at us (DNS rebinding) is not ours to answer.
    if (!answered.has(request.hostname.toLowerCase())) {
      // Its body, if any, is not read: the connection ends with the answer.
      reply.header('connection', 'close');
      return done(new AppError('misdirected_request'));
    }
    if (declaresTooLargeBody(request)) {
      reply.header('connection', 'close');
      return done(new AppError('body_too_large'));
    }
    if (isCrossSiteWrite(request, publicUrl)) return done(new AppError('csrf_rejected'));
    done(refusalWhileStarting(readiness, request));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = normalisedRequestPath(request.url);
    addAnswerSecurityHeaders(request, reply, path);
    addDefaultApiCacheControl(reply, path);
    if (closesConnectionsWhileStopping(readiness)) reply.header('connection', 'close');
    done(null, payload);
  });
}
