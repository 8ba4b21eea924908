import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalisedRequestPath } from './request-path';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The how-to page (/cara-pakai) shows the manual PDF in a frame of our own origin: the files
 * under /manual/ (by the path the file server reads, so `/manual/..%2fadmin` is not one; the
 * app shell answering an unknown name there is HTML, not a manual file).
 */
function isManualFile(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  return normalisedRequestPath(request.url).startsWith('/manual/') && !type.startsWith('text/html');
}

/**
 * CSP allows only our own origin, plus the privacy-friendly YouTube host for video
 * players that load after a click. HSTS is sent only on HTTPS requests (directly or behind a
 * trusted proxy), because on plain http://localhost it would be meaningless or harmful.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // blob: the admin's document preview shows a PDF it fetched as a typed blob.
        frameSrc: ["'self'", 'blob:', 'https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Says what frame-ancestors says: DENY with 'none', SAMEORIGIN with 'self'.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && isManualFile(request, reply)) {
      reply.header(
        'content-security-policy',
        policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
  });
}
