import type { ServerOptions } from 'node:http';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * Every timeout of the HTTP server, in one place (docs/deploy.md repeats them for the proxy).
 * The largest request, an upload `PATCH` carrying a whole 10 MiB file, takes about 14 minutes at
 * 100 kbit/s, a phone at the edge of coverage: it fits in `requestMs` (and a cut one resumes).
 * Anything slower than that, or silent for `idleMs`, is a client that will not finish (or an
 * attack holding a socket).
 */
export const SERVER_TIMEOUTS = {
  /** All request headers: a slow-loris client trickling them is cut after this. */
  headersMs: 20 * SECOND_MS,
  /** A whole request, body included. */
  requestMs: 15 * MINUTE_MS,
  /** No byte in either direction: a stalled upload is cut after this. */
  idleMs: 60 * SECOND_MS,
  /** An idle kept-alive connection; longer than a load balancer's usual 60 s. */
  keepAliveMs: 72 * SECOND_MS,
  /** How often Node checks the headers and request deadlines (its default is 30 s). */
  checkIntervalMs: 1 * SECOND_MS,
} as const;

/** The Fastify options that apply them. */
export function serverTimeoutOptions(): {
  http: ServerOptions;
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
} {
  return {
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkIntervalMs,
    },
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    connectionTimeout: SERVER_TIMEOUTS.idleMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
  };
}
