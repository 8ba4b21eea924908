import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_DRAFT_HEADER, UPLOADS_PATH } from '@toko/contracts';
import { reportFigure } from '../test/helpers/report-figure';
import { jpegBytes } from '../test/uploads/sample-files';
import { startServer, type ServerProcess } from './helpers/server-process';
import { freePort } from '../test/helpers/free-port';

const DRAIN_SECONDS = 2;
const GRACE_SECONDS = 20;
const UPLOAD_BYTES = 1_000_000;

/** A tus PATCH over its own socket: the first half now, the rest when `finish` is called. */
function patchInTwoHalves(port: number, path: string, token: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `PATCH ${path} HTTP/1.1\r\nhost: localhost\r\n${UPLOAD_DRAFT_HEADER}: ${token}\r\n` +
      'tus-resumable: 1.0.0\r\nupload-offset: 0\r\n' +
      `content-type: application/offset+octet-stream\r\ncontent-length: ${UPLOAD_BYTES}\r\n\r\n`,
  );
  const photo = jpegBytes(UPLOAD_BYTES);
  socket.write(photo.subarray(0, UPLOAD_BYTES / 2));
  return {
    finish: () => socket.write(photo.subarray(UPLOAD_BYTES / 2)),
    answer: closed,
  };
}

async function startUpload(server: ServerProcess) {
  const draft = await fetch(server.url('/api/upload-drafts'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'registration' }),
  });
  const { token } = (await draft.json()) as { token: string };
  const created = await fetch(server.url(UPLOADS_PATH), {
    method: 'POST',
    headers: {
      [UPLOAD_DRAFT_HEADER]: token,
      'tus-resumable': '1.0.0',
      'upload-length': String(UPLOAD_BYTES),
      'upload-metadata': `slot ${Buffer.from('ktp').toString('base64')}`,
    },
  });
  expect(created.status).toBe(201);
  const path = new URL(created.headers.get('location')!, server.url('')).pathname;
  return patchInTwoHalves(server.port, path, token);
}

describe('SIGTERM in the middle of an upload', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'toko-shutdown-'));
    server = await startServer(await freePort(), {
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    });
  });
  afterAll(async () => {
    await server?.kill9();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says 503 on /api/ready at once, lets the upload finish, and exits 0 within the grace', async () => {
    expect((await fetch(server.url('/api/ready'))).status).toBe(200);
    const upload = await startUpload(server);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = performance.now();
    const exited = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(server.url('/api/ready'));
    expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([
      503,
      { status: 'stopping' },
      'no-store',
    ]);
    // Past the drain: no new connection, but the upload's own goes on.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_SECONDS * 1000 + 500));
    await expect(fetch(server.url('/api/ready'))).rejects.toThrow();
    upload.finish();
    const answer = await upload.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 204 /);
    expect(answer.toLowerCase()).toContain(`upload-offset: ${UPLOAD_BYTES}`);
    expect(answer.toLowerCase()).toContain('connection: close');

    expect(await exited).toBe(0);
    const seconds = (performance.now() - signalledAt) / 1000;
    reportFigure(
      `resilience: SIGTERM mid-upload → upload finished, exit 0 after ${seconds.toFixed(1)} s (drain ${DRAIN_SECONDS} s, grace ${GRACE_SECONDS} s)`,
    );
    expect(seconds).toBeLessThan(GRACE_SECONDS);
  });
});
