import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * JSON, and the tus body type that only reaches /api/uploads: no plain HTML form can send them.
 * A multipart body, which a form can send, passes here only to be answered 415 by every route
 * (none reads multipart), the answer an out-of-date client should get.
 */
const ACCEPTED_BODY_TYPES = [
  'application/json',
  'multipart/form-data',
  'application/offset+octet-stream',
];

function ownOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery defence for every state-changing request: the body must be of a type
 * listed above (a plain HTML form cannot send JSON), and a browser's Origin (or Fetch Metadata)
 * must name this site. Together with SameSite=Strict cookies this closes the classic holes.
 * It looks at the method only, never the path: the router decodes `%61pi`, so a path test
 * would let such spellings through.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicUrl?: string): boolean {
  return !SAFE_METHODS.has(request.method) && !isSameSite(request, publicUrl);
}

/** Whether a request comes from this site with a body of an accepted type (or none). */
function isSameSite(request: FastifyRequest, publicUrl?: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin(request, publicUrl)) return false;
  const contentType = (request.headers['content-type'] ?? '').toLowerCase();
  const hasBody =
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
  return !hasBody || ACCEPTED_BODY_TYPES.some((type) => contentType.startsWith(type));
}
