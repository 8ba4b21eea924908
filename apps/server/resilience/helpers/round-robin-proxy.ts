import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Routed = {
  method: string;
  path: string;
  /** Index of the instance that got the request. */
  instance: number;
  status?: number;
  /** The answer's `Upload-Offset`, when it had one. */
  uploadOffset?: string;
  /** Milliseconds from the request to the answer's headers. */
  ms?: number;
};

type Cut = { halfOpen: boolean; beforeCut?: (path: string) => Promise<void> };

export type RoundRobinProxy = {
  origin: string;
  /** Every request, in the order they came. */
  routed: Routed[];
  /**
   * Cuts the next PATCH after `bytes` of its body, as a phone losing its network does: once
   * `cut.beforeCut` (given the request's path) settles, the client's connection closes. With
   * `halfOpen` the instance's stays open with no more bytes until the instance ends it (the
   * phone vanished); without, it closes too (the network said so).
   */
  cutNextPatchAfter(bytes: number, cut: Cut): void;
  close(): Promise<void>;
};

/** A loopback HTTP proxy that sends each request to the next instance in turn. */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const routed: Routed[] = [];
  let next = 0;
  let cutAfter: (Cut & { bytes: number }) | undefined;

  const server = http.createServer((request, response) => {
    const instance = next++ % targets.length;
    const entry: Routed = { method: request.method!, path: request.url!, instance };
    const started = Date.now();
    routed.push(entry);
    const upstream = http.request(`${targets[instance]}${request.url}`, {
      method: request.method,
      headers: request.headers,
      agent: false,
    });
    upstream.on('error', () => response.destroy());
    upstream.on('response', (answer) => {
      entry.status = answer.statusCode;
      entry.ms = Date.now() - started;
      const offset = answer.headers['upload-offset'];
      if (typeof offset === 'string') entry.uploadOffset = offset;
      if (response.destroyed) {
        answer.resume().on('end', () => upstream.destroy());
        return;
      }
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });

    const cut = request.method === 'PATCH' ? cutAfter : undefined;
    if (cut === undefined) {
      request.pipe(upstream);
      return;
    }
    cutAfter = undefined;
    let forwarded = 0;
    request.on('data', (chunk: Buffer) => {
      if (forwarded >= cut.bytes) return;
      const part = chunk.subarray(0, cut.bytes - forwarded);
      forwarded += part.length;
      upstream.write(part);
      if (forwarded < cut.bytes) return;
      request.pause();
      void Promise.resolve(cut.beforeCut?.(request.url!)).finally(() => {
        request.socket.destroy();
        if (!cut.halfOpen) upstream.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    routed,
    cutNextPatchAfter(bytes, cut) {
      cutAfter = { bytes, ...cut };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
