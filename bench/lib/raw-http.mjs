// A plain node:http client that writes a request body in 64 KiB slices, waiting for the socket
// to drain, as a phone's HTTP stack does: the least a client can cost the machine it shares.
import { Agent, request } from 'node:http';

const SLICE_BYTES = 64 * 1024;
const agent = new Agent({ keepAlive: true });

/** Writes `body` in slices; resolves once the last one is handed to the socket. */
async function writeSlices(outgoing, body) {
  for (let offset = 0; offset < body.length; offset += SLICE_BYTES) {
    const slice = body.subarray(offset, offset + SLICE_BYTES);
    if (!outgoing.write(slice)) {
      await new Promise((resolve) => outgoing.once('drain', resolve));
    }
  }
  outgoing.end();
}

/** One request: `{ status, headers, body }` of its answer (the body as text). */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (incoming) => {
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    if (body) writeSlices(outgoing, body).catch(reject);
    else outgoing.end();
  });
}
