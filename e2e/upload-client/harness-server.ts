import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * A small HTTP server for the upload client's browser tests: it serves a page with the app's
 * built stylesheet and apps/web/test/upload-harness.tsx bundled on the fly.
 */
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

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

export async function startHarnessServer() {
  const page = `<!doctype html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/app.css"></head>
<body><div id="upload-harness"></div><script src="/harness.js"></script></body></html>`;
  const assets: Record<string, [string, string]> = {
    '/': ['text/html; charset=utf-8', page],
    '/app.css': ['text/css', builtStylesheet()],
    '/harness.js': ['text/javascript', await bundleHarness()],
  };

  const server = createServer((request, response) => {
    const asset = assets[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (asset) send(response, 200, asset[0], asset[1]);
    else send(response, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
