import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * A small HTTP server for the upload client's browser tests: it serves a page with the app's
 * built stylesheet and apps/web/test/upload-harness.tsx bundled on the fly, and records every
 * multipart request it receives. `?behaviour=` chooses how it answers.
 */
export type Behaviour = 'ok' | 'drop-first' | 'too-large' | 'hold';
export type ReceivedFile = { field: string; name: string; type: string; size: number };
export type ReceivedUpload = {
  key: string | undefined;
  accept: string | undefined;
  json: unknown;
  files: ReceivedFile[];
};

const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));

async function bundleHarness(): Promise<string> {
  const result = await build({
    entryPoints: [`${webDir}test/upload-harness.tsx`],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'chrome120',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

function builtStylesheet(): string {
  const html = readFileSync(`${webDir}dist/index.html`, 'utf8');
  const href = /<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('apps/web/dist has no stylesheet: run `npm run build` first');
  return readFileSync(`${webDir}dist/${href}`, 'utf8');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseUpload(request: IncomingMessage, body: Buffer): Promise<ReceivedUpload> {
  const contentType = request.headers['content-type'] ?? '';
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData();
  const upload: ReceivedUpload = {
    key: request.headers['idempotency-key'] as string | undefined,
    accept: request.headers.accept,
    json: undefined,
    files: [],
  };
  form.forEach((value, field) => {
    if (typeof value === 'string') upload.json = JSON.parse(value);
    else upload.files.push({ field, name: value.name, type: value.type, size: value.size });
  });
  return upload;
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

/**
 * The connection breaks after the server has acted, in the middle of its answer: the case an
 * idempotency key is for. (Closing before any answer would not do: Chromium silently re-sends
 * a request whose reused connection closes before answering.)
 */
function dropMidAnswer(response: ServerResponse) {
  response.writeHead(201, { 'content-type': 'application/json', 'content-length': '100' });
  response.write('{"rec', () => response.socket?.destroy());
}

export async function startUploadTestServer() {
  const page = `<!doctype html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/app.css"></head>
<body><div id="upload-harness"></div><script src="/harness.js"></script></body></html>`;
  const script = await bundleHarness();
  const assets: Record<string, [string, string]> = {
    '/': ['text/html; charset=utf-8', page],
    '/app.css': ['text/css', builtStylesheet()],
    '/harness.js': ['text/javascript', script],
  };
  const received = new Map<string, ReceivedUpload[]>();

  async function upload(request: IncomingMessage, response: ServerResponse, url: URL) {
    const run = url.searchParams.get('run') ?? '';
    const behaviour = (url.searchParams.get('behaviour') ?? 'ok') as Behaviour;
    const body = await readBody(request);
    const list = received.get(run) ?? [];
    list.push(await parseUpload(request, body));
    received.set(run, list);
    if (behaviour === 'drop-first' && list.length === 1) return dropMidAnswer(response);
    if (behaviour === 'hold') return undefined;
    if (behaviour === 'too-large') {
      const error = { code: 'payload_too_large', message: 'File terlalu besar (maksimal 10MB).' };
      return send(response, 413, 'application/json', JSON.stringify({ error }));
    }
    return send(response, 201, 'application/json', JSON.stringify({ received: list.length }));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/upload') {
      upload(request, response, url).catch((error: unknown) =>
        send(response, 500, 'text/plain', String(error)),
      );
      return;
    }
    const asset = assets[url.pathname];
    if (asset) send(response, 200, asset[0], asset[1]);
    else send(response, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** The harness bundle, to add to another page (it sets `window.uploadLib`). */
    script,
    received: (run: string) => received.get(run) ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
