import type { IncomingMessage } from 'node:http';
import { MAX_REQUEST_BODY_BYTES } from '@toko/contracts';

/**
 * A chunked request has no Content-Length to refuse up front: its bytes are counted as they
 * arrive and the connection is cut past the largest body a request may have. Call it in the same
 * tick as the body is piped to its reader, so no chunk is missed.
 */
export function limitChunkedBody(raw: IncomingMessage) {
  if (raw.headers['content-length'] !== undefined) return;
  let bytes = 0;
  raw.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > MAX_REQUEST_BODY_BYTES) raw.destroy();
  });
}
