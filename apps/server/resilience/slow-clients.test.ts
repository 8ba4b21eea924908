import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_DRAFT_HEADER, UPLOADS_PATH } from '@toko/contracts';
import { SERVER_TIMEOUTS } from '../src/http/server-timeouts';
import { reportFigure } from '../test/helpers/report-figure';
import { startServer, type ServerProcess } from './helpers/server-process';

const SERVER_PORT = 4405;

type Cut = { seconds: number; answer: string; sentBytes: number };

/** Connects, sends `opening`, then one more byte each second from `trickle`; resolves when the server ends it. */
function slowClient(port: number, opening: Buffer, trickle: Buffer): Promise<Cut> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sentBytes = opening.length;
    socket.write(opening);
    const timer = setInterval(() => {
      if (sentBytes - opening.length >= trickle.length) return;
      socket.write(trickle.subarray(sentBytes - opening.length, sentBytes - opening.length + 1));
      sentBytes += 1;
    }, 1000);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({
        seconds: (performance.now() - started) / 1000,
        answer: answer.split('\r\n')[0] ?? '',
        sentBytes,
      });
    });
  });
}

describe('clients that never finish a request', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'toko-slow-'));
    server = await startServer(SERVER_PORT, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.kill9();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts headers trickled a byte a second, and an upload that stalls', async () => {
    const headers = Buffer.from(
      'POST /api/orders HTTP/1.1\r\nhost: localhost\r\nidempotency-key: slow-loris-1\r\n' +
        'content-type: multipart/form-data; boundary=x\r\ncontent-length: 100000\r\n'.repeat(4),
    );
    // A document going up through /api/uploads: its PATCH stops halfway and sends nothing more.
    const draft = await fetch(server.url('/api/upload-drafts'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'registration' }),
    });
    const { token } = (await draft.json()) as { token: string };
    const length = 1_000_000;
    const created = await fetch(server.url(UPLOADS_PATH), {
      method: 'POST',
      headers: {
        [UPLOAD_DRAFT_HEADER]: token,
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': `slot ${Buffer.from('ktp').toString('base64')}`,
      },
    });
    const path = new URL(created.headers.get('location')!, server.url('')).pathname;
    const stalled = Buffer.concat([
      Buffer.from(
        `PATCH ${path} HTTP/1.1\r\nhost: localhost\r\n${UPLOAD_DRAFT_HEADER}: ${token}\r\n` +
          'tus-resumable: 1.0.0\r\nupload-offset: 0\r\n' +
          `content-type: application/offset+octet-stream\r\ncontent-length: ${length}\r\n\r\n`,
      ),
      Buffer.alloc(length / 2, 0xff),
    ]);
    const [loris, stall] = await Promise.all([
      slowClient(server.port, Buffer.alloc(0), headers),
      slowClient(server.port, stalled, Buffer.alloc(0)),
    ]);
    reportFigure(
      `resilience: slow-loris (headers 1 byte/s) → cut after ${loris.seconds.toFixed(1)} s (${loris.sentBytes} bytes, ` +
        `answer "${loris.answer}"), limit ${SERVER_TIMEOUTS.headersMs / 1000} s`,
    );
    reportFigure(
      `resilience: stalled tus PATCH (half of ${length} bytes, then nothing) → cut after ${stall.seconds.toFixed(1)} s, ` +
        `idle limit ${SERVER_TIMEOUTS.idleMs / 1000} s`,
    );
    expect(loris.seconds).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersMs / 1000 - 1);
    expect(loris.seconds).toBeLessThan(SERVER_TIMEOUTS.headersMs / 1000 + 5);
    expect(stall.seconds).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.idleMs / 1000 - 1);
    expect(stall.seconds).toBeLessThan(SERVER_TIMEOUTS.idleMs / 1000 + 5);
    expect(await fetch(server.url('/api/health')).then((response) => response.status)).toBe(200);
  });
});
