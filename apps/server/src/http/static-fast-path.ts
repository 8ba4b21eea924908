import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import type { TrustProxy } from '../config';
import { hostHeaderCount } from './host-header';
import { trustProxyOption } from './trust-proxy';
import { HSTS_HEADER } from './security-headers';
import type { Encoding, StaticEntry, StaticVariant } from './static-table';

/** Answers a request from memory, or returns false and leaves it to Fastify. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The levels at which Fastify logs each request. */
const LOGGED_LEVELS = new Set(['trace', 'debug', 'info']);

/** Headers under which the answer is no longer the plain one: Fastify's file server decides. */
const CONDITIONS = ['range', 'if-range', 'if-match', 'if-modified-since', 'if-unmodified-since'];

/**
 * The encoding Fastify's path would send, when it is plain to see: the header names br or gzip
 * without weights (`;q=`) or `*`, or there is no header. Anything else is left to Fastify.
 */
function chosenVariant(entry: StaticEntry, accepted: string | undefined): StaticVariant | null {
  if (accepted === undefined) return entry.identity;
  if (accepted.includes(';') || accepted.includes('*')) return null;
  const header = accepted.toLowerCase();
  const encoding: Encoding | null =
    entry.br && /\bbr\b/.test(header)
      ? 'br'
      : entry.gzip && /\bgzip\b/.test(header)
        ? 'gzip'
        : null;
  return encoding ? entry[encoding]! : null;
}

type Trust = (address: string, hop: number) => boolean;

/** The proxy trust Fastify builds from our `trustProxy` option, or null when it trusts none. */
function trustOf(trustProxy: TrustProxy): Trust | null {
  const option = trustProxyOption(trustProxy);
  if (option === false || option === undefined) return null;
  return typeof option === 'function' ? option : proxyAddr.compile(option as string[]);
}

/** Whether Fastify would see this request as HTTPS (it then adds HSTS): `request.protocol`. */
function isHttps(request: IncomingMessage, trust: Trust | null): boolean {
  const proto = request.headers['x-forwarded-proto'];
  const peer = request.socket.remoteAddress;
  if (proto && trust && peer !== undefined && trust(peer, 0)) {
    return String(proto).split(',').pop()!.trim() === 'https';
  }
  return 'encrypted' in request.socket && request.socket.encrypted === true;
}

function withHsts(headers: Record<string, string | number>) {
  return { ...headers, 'strict-transport-security': HSTS_HEADER };
}

/**
 * The prerendered pages and the built files held in memory, answered before Fastify: the same
 * status, headers and bytes its route or file server would send (tests compare both), with no
 * routing, hooks or serialisation in between. Only plain GET and HEAD requests for an exact path
 * come here (no query, no Range, no date condition, one Host header); every other request goes
 * to Fastify, as before.
 */
export function staticFastPath(
  table: ReadonlyMap<string, StaticEntry>,
  trustProxy: TrustProxy,
  log: FastifyBaseLogger,
  isClosing: () => boolean,
): FastPath {
  const trust = trustOf(trustProxy);
  const hstsHeaders = new WeakMap<
    Record<string, string | number>,
    Record<string, string | number>
  >();
  const headersFor = (headers: Record<string, string | number>, https: boolean) => {
    if (!https) return headers;
    let secure = hstsHeaders.get(headers);
    if (!secure) hstsHeaders.set(headers, (secure = withHsts(headers)));
    return secure;
  };

  return (request, response) => {
    const { method, headers } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const entry = table.get(request.url ?? '');
    if (!entry || isClosing() || hostHeaderCount(request.rawHeaders) > 1) return false;
    if (CONDITIONS.some((name) => headers[name] !== undefined)) return false;
    const chosen = chosenVariant(entry, headers['accept-encoding']);
    if (!chosen) return false;
    const ifNoneMatch = headers['if-none-match'];
    if (ifNoneMatch !== undefined && ifNoneMatch !== chosen.etag) return false;

    const started = performance.now();
    const https = isHttps(request, trust);
    if (ifNoneMatch === undefined) {
      response.writeHead(200, headersFor(chosen.ok, https));
      response.end(chosen.body);
    } else {
      response.writeHead(304, headersFor(chosen.notModified, https));
      response.end();
    }
    if (LOGGED_LEVELS.has(log.level)) {
      log.info(
        {
          req: {
            method,
            path: request.url,
            ip: trust ? proxyAddr(request, trust) : request.socket.remoteAddress,
          },
          res: { statusCode: response.statusCode },
          responseTime: performance.now() - started,
        },
        'request completed',
      );
    }
    return true;
  };
}
