import type { FastifyServerOptions } from 'fastify';

type LoggedRequest = { method: string; url: string; ip?: string; id?: string };

/**
 * Personal data never reaches the logs. Request bodies and headers are not logged, and the URL
 * is logged without its query string: admin searches (`?q=` a name, a phone, a NIK) and signed
 * download links (a document's file name) live there.
 */
export function serializeRequest(request: LoggedRequest) {
  return { method: request.method, path: request.url.split('?')[0], ip: request.ip };
}

export function logOptions(level: string): FastifyServerOptions['logger'] {
  return { level, serializers: { req: serializeRequest } };
}
