import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { serverTimeoutOptions } from './server-timeouts';
import type { FastPath } from './static-fast-path';

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would create with our timeouts, whose
 * requests go to `fastPath()` first and to Fastify when it declines.
 */
export function fastPathServer(fastPath: () => FastPath): FastifyServerFactory {
  const timeouts = serverTimeoutOptions();
  return (handler) => {
    const server = createServer(
      timeouts.http,
      (request: IncomingMessage, response: ServerResponse) => {
        if (!fastPath()(request, response)) handler(request, response);
      },
    );
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
}
