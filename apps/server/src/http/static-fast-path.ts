import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import type { TrustProxy } from '../config';
import { hostHeaderCount } from './host-header';
import type { PreparedAnswerChoice, PreparedAnswers } from './prepared-answers';
import { trustProxyOption } from './trust-proxy';
import { HSTS_HEADER } from './security-headers';
import type { Encoding, StaticEntry, StaticVariant } from './static-table';

/** Answers a request from memory, or returns false and leaves it to Fastify. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The levels at which Fastify logs each request. */
const LOGGED_LEVELS = new Set(['trace', 'debug', 'info']);

/** Headers of a request that sends a body: Fastify's guards (size, framing) decide. */
const BODY_HEADERS = ['content-length', 'transfer-encoding'];

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
type Headers = Record<string, string | number>;

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

function withHsts(headers: Headers) {
  return { ...headers, 'strict-transport-security': HSTS_HEADER };
}

/**
 * The prerendered pages and the built files held in memory, and the API answers prepared at
 * start (decision 013), answered before Fastify: the same status, headers and bytes its route or
 * file server would send (tests compare both), with no routing, hooks or serialisation in
 * between. Only plain GET and HEAD requests for an exact path come here (no query, one Host
 * header; for a file no Range or date condition, for an API answer no body); every other
 * request goes to Fastify, as before.
 */
export function staticFastPath(
  table: ReadonlyMap<string, StaticEntry>,
  prepared: PreparedAnswers,
  trustProxy: TrustProxy,
  log: FastifyBaseLogger,
  isClosing: () => boolean,
): FastPath {
  const trust = trustOf(trustProxy);
  const hstsHeaders = new WeakMap<Headers, Headers>();
  const headersFor = (headers: Headers, https: boolean) => {
    if (!https) return headers;
    let secure = hstsHeaders.get(headers);
    if (!secure) hstsHeaders.set(headers, (secure = withHsts(headers)));
    return secure;
  };

  /** The answer for a held file or page, or null when Fastify's file server must decide. */
  const fileAnswer = (request: IncomingMessage, entry: StaticEntry) => {
    const { headers } = request;
    if (CONDITIONS.some((name) => headers[name] !== undefined)) return null;
    const chosen = chosenVariant(entry, headers['accept-encoding']);
    if (!chosen) return null;
    const ifNoneMatch = headers['if-none-match'];
    if (ifNoneMatch === undefined) return { status: 200, headers: chosen.ok, body: chosen.body };
    if (ifNoneMatch !== chosen.etag) return null;
    return { status: 304, headers: chosen.notModified, body: undefined };
  };

  /** The prepared API answer for this request, or null when its route must decide. */
  const apiAnswer = (request: IncomingMessage, choose: PreparedAnswerChoice) => {
    if (BODY_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
    return choose(request);
  };

  return (request, response) => {
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const path = request.url ?? '';
    const entry = table.get(path);
    const choose = entry ? undefined : prepared.get(path);
    if (entry === undefined && choose === undefined) return false;
    if (isClosing() || hostHeaderCount(request.rawHeaders) > 1) return false;
    const answer = entry ? fileAnswer(request, entry) : choose && apiAnswer(request, choose);
    if (!answer) return false;

    const started = performance.now();
    response.writeHead(answer.status, headersFor(answer.headers, isHttps(request, trust)));
    response.end(answer.body);
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
