import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Whether this instance wants requests: `starting` while the server listens but its migrations
 * and start-up work still run, `ready`, then `stopping` from a shutdown's first moment
 * (`stopServing`). `/api/ready` reads it. An app built without one is ready.
 */
export type Readiness = { phase: 'starting' | 'ready' | 'stopping' };

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** The routes a load balancer or a supervisor asks while the rest waits for the start-up. */
const PROBE_ROUTES = new Set(['/api/health', '/api/ready']);

/** A client asking again after this finds a started server (or another instance). */
const STARTING_RETRY_AFTER_SECONDS = 5;

/**
 * While starting, only the probes answer; every other request gets 503 `service_unavailable`:
 * the tables it needs may not exist yet. The route is the one Fastify's router found.
 */
export function refusalWhileStarting(
  readiness: Readiness,
  request: FastifyRequest,
): AppError | undefined {
  if (readiness.phase !== 'starting' || PROBE_ROUTES.has(request.routeOptions.url ?? '')) {
    return undefined;
  }
  return new AppError('service_unavailable', { retryAfterSeconds: STARTING_RETRY_AFTER_SECONDS });
}

/**
 * A stopping server ends each connection with its answer (`Connection: close`), so the client
 * takes its next request elsewhere. Without it a connection kept alive after a request that
 * was running when the shutdown began would hold the closing server open until it timed out.
 */
export function closesConnectionsWhileStopping(readiness: Readiness): boolean {
  return readiness.phase === 'stopping';
}
