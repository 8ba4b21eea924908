import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { errorMessages, type ApiErrorBody, type ErrorCode } from '@toko/contracts';
import type { FastifyInstance } from 'fastify';
import { STATUS_BY_CODE } from './app-error';
import { newRequestId, REQUEST_ID_HEADER } from './request-id';
import { SECURITY_HEADERS } from './security-headers';

type ClientError = Error & { code?: string };

function codeFor(error: ClientError): ErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  return 'bad_request';
}

const SECURITY_HEADER_LINES = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * The API's error shape, written straight to a socket, which it then ends; with an id of its own
 * (`requestId`), as every answer has.
 */
function answerOnSocket(socket: Duplex, code: ErrorCode, requestId: string, cause?: Error): void {
  const status = STATUS_BY_CODE[code];
  if (socket.writable) {
    const body: ApiErrorBody = { error: { code, message: errorMessages[code] } };
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(text)}\r\n` +
        'cache-control: no-store\r\n' +
        `${REQUEST_ID_HEADER}: ${requestId}\r\n` +
        SECURITY_HEADER_LINES +
        'connection: close\r\n\r\n' +
        text,
    );
  }
  socket.destroy(cause);
}

/**
 * Fastify's `clientErrorHandler`: the answer to bytes Node's HTTP parser refuses before there is
 * a request (a broken request line, a control character in a header, headers over 16 KiB, both
 * Content-Length and Transfer-Encoding, a request too slow to arrive). Fastify's default writes
 * a bare English body; ours is the API's error shape with a catalogue message, the security
 * headers and `no-store`, and the connection ends as Node's own answer ends it.
 */
export function answerClientError(this: FastifyInstance, error: ClientError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = newRequestId();
  this.log.debug({ err: error, reqId: requestId }, 'client error');
  answerOnSocket(socket, codeFor(error), requestId, error);
}

/**
 * Node's `connect` event: a CONNECT request (`CONNECT host:port`) never reaches Fastify, and
 * without a listener Node drops the connection without a word. We are no proxy: a 400.
 */
export function answerConnect(_request: IncomingMessage, socket: Duplex): void {
  answerOnSocket(socket, 'bad_request', newRequestId());
}
