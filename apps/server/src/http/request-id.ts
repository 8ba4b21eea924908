import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { TrustProxy } from '../config';
import { randomCode } from '../lib/readable-code';
import { trustsPeer } from './trust-proxy';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ten characters a buyer can read out to the shop, unique enough to find in a day's logs. */
export const GENERATED_REQUEST_ID_LENGTH = 10;

/**
 * A proxy's id is kept only in a shape that is safe to log and show: nginx's `$request_id`
 * (32 hex digits), a UUID, or ours. Anything longer or stranger is replaced, not trimmed.
 */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the id every log line of the request carries (`reqId`) and its answer
 * sends back as `X-Request-Id`. A trusted proxy's `X-Request-Id` is kept, so its access log and
 * ours name the request alike; from anyone else the header is ignored.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  return (request) => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    if (
      typeof forwarded === 'string' &&
      FORWARDED_REQUEST_ID.test(forwarded) &&
      trusted(request.socket.remoteAddress)
    ) {
      return forwarded;
    }
    return newRequestId();
  };
}

/** An id of our own, for a request and for an answer given before there is one. */
export function newRequestId(): string {
  return randomCode(GENERATED_REQUEST_ID_LENGTH);
}

/** On the raw response, so that answers written past Fastify (the tus server's) carry it too. */
export function setRequestIdHeader(reply: FastifyReply): void {
  reply.raw.setHeader(REQUEST_ID_HEADER, reply.request.id);
}
