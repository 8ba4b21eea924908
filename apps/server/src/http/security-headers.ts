import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * CSP allows only our own origin, plus the privacy-friendly YouTube host for video
 * players that load after a click.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // blob: the admin's document preview shows a PDF it fetched as a typed blob.
  "frame-src 'self' blob: https://www.youtube-nocookie.com",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * The headers every answer carries, the same on each, so they are built once at start (helmet
 * built them again on every request, a measurable share of a small answer's cost).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  // Says what frame-ancestors says: DENY with 'none', SAMEORIGIN with 'self'.
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
});

const HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);
const MANUAL_FRAME_POLICY = CONTENT_SECURITY_POLICY.replace(
  "frame-ancestors 'none'",
  "frame-ancestors 'self'",
);

/** Sent only on HTTPS requests. */
export const HSTS_HEADER = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;

export function setSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of HEADER_ENTRIES) response.setHeader(name, value);
}

/**
 * What differs per answer: HSTS on HTTPS requests only (directly or behind a trusted proxy; on
 * plain http://localhost it would be meaningless or harmful), and the frame exception of the
 * how-to page (/cara-pakai), which shows the manual PDF in a frame of our own origin: the files
 * under /manual/ by the path the file server reads (`path`, normalised: `/manual/..%2fadmin` is
 * not one), and not the app shell answering an unknown name there.
 */
export function addAnswerSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): void {
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
  if (!path.startsWith('/manual/')) return;
  if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
  reply.header('content-security-policy', MANUAL_FRAME_POLICY);
  reply.header('x-frame-options', 'SAMEORIGIN');
}
