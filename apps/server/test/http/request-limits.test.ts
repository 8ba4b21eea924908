import type { Socket } from 'node:net';
import { connect } from 'node:net';
import { MAX_REQUEST_BODY_BYTES, MAX_UPLOAD_BYTES, UPLOADS_PATH } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../helpers/listen';
import { reportFigure } from '../helpers/report-figure';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MiB = 1024 * 1024;
const HUNDRED_MB = 100 * 1000 * 1000;

type Sent = { answer: string; answeredMs?: number; closedMs: number };

/**
 * Sends a request head, then body bytes as fast as the server takes them until `bodyBytes` or
 * the connection ends; `chunked` frames them as chunks instead of declaring a length.
 */
function sendLargeBody(
  port: number,
  head: string,
  options: { bodyBytes: number; chunked: boolean },
): Promise<Sent> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let answeredMs: number | undefined;
    let sent = 0;
    const block = Buffer.alloc(64 * 1024, 0x61);
    const frame = options.chunked
      ? Buffer.concat([Buffer.from(`${block.length.toString(16)}\r\n`), block, Buffer.from('\r\n')])
      : block;
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      answeredMs ??= performance.now() - started;
    });
    socket.on('error', () => undefined);
    socket.on('close', () =>
      resolve({ answer, answeredMs, closedMs: performance.now() - started }),
    );
    const pump = (target: Socket) => {
      while (sent < options.bodyBytes && !target.destroyed) {
        sent += block.length;
        if (!target.write(frame)) return void target.once('drain', () => pump(target));
      }
    };
    socket.write(head);
    pump(socket);
    setTimeout(() => socket.destroy(), 20_000).unref();
  });
}

describe('request bodies past the largest allowed', () => {
  let testApp: TestApp;
  let port: number;
  /** Bytes the server read from the latest connection, known once it has closed. */
  let bytesRead: Promise<number> = Promise.resolve(0);

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.server.on('connection', (socket: Socket) => {
      bytesRead = new Promise((resolve) => socket.on('close', () => resolve(socket.bytesRead)));
    });
    ({ port } = await listen(testApp.app));
  });
  afterAll(() => testApp.close());

  const head = (framing: string) =>
    // The sign-up, as an out-of-date client still sending its files inside it would.
    `POST /api/registrations HTTP/1.1\r\nhost: localhost\r\nidempotency-key: abuse-test-1\r\n` +
    `content-type: multipart/form-data; boundary=x\r\n${framing}\r\n\r\n`;

  it('takes a body as large as one whole file, the largest a tus PATCH carries, and no larger', async () => {
    expect(MAX_REQUEST_BODY_BYTES).toBe(MAX_UPLOAD_BYTES);
    const patch = (bytes: number) =>
      `PATCH ${UPLOADS_PATH}/no-such-upload HTTP/1.1\r\nhost: localhost\r\n` +
      `tus-resumable: 1.0.0\r\nupload-offset: 0\r\nconnection: close\r\n` +
      `content-type: application/offset+octet-stream\r\ncontent-length: ${bytes}\r\n\r\n`;
    const over = await sendLargeBody(port, patch(MAX_REQUEST_BODY_BYTES + 1), {
      bodyBytes: 0,
      chunked: false,
    });
    expect(over.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(over.answer).toContain('"code":"body_too_large"');
    // One byte less reaches the route, which knows no such upload.
    const whole = await sendLargeBody(port, patch(MAX_REQUEST_BODY_BYTES), {
      bodyBytes: 0,
      chunked: false,
    });
    expect(whole.answer).toMatch(/^HTTP\/1\.1 404 /);
  });

  it('answers a declared 100 MB upload 413 at once, without reading it', async () => {
    const sent = await sendLargeBody(port, head(`content-length: ${HUNDRED_MB}`), {
      bodyBytes: HUNDRED_MB,
      chunked: false,
    });
    const read = await bytesRead;
    reportFigure(
      `resilience: 100 MB declared body → ${sent.answer.split('\r\n')[0]} after ` +
        `${sent.answeredMs?.toFixed(0)} ms, ${(read / MiB).toFixed(2)} MiB read`,
    );
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent.answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(sent.answer).toContain('"code":"body_too_large"');
    expect(sent.answeredMs).toBeLessThan(2000);
    expect(read).toBeLessThan(8 * MiB);
  });

  it('answers a chunked 100 MB upload 415 and stops reading it: no route reads multipart', async () => {
    const sent = await sendLargeBody(port, head('transfer-encoding: chunked'), {
      bodyBytes: HUNDRED_MB,
      chunked: true,
    });
    const read = await bytesRead;
    reportFigure(
      `resilience: 100 MB chunked body → ${sent.answer.split('\r\n')[0]}, ` +
        `${(read / MiB).toFixed(2)} MiB read in ${sent.closedMs.toFixed(0)} ms`,
    );
    expect(sent.answer).toMatch(/^HTTP\/1\.1 415 /);
    expect(read).toBeLessThan(8 * MiB);
  });
});
