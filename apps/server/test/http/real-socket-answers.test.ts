import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../helpers/listen';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { reportFigure } from '../helpers/report-figure';
import { SECURITY_HEADER_NAMES } from '../helpers/security-header-names';

/** A stand-in for apps/web/dist: a page with a precompressed copy, the shell and an asset. */
function writeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'toko-socket-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>home</title>',
    'shell.html': '<!doctype html><title>shell</title>',
    'produk/index.html': `<!doctype html><title>produk</title>${'p'.repeat(3000)}`,
    'produk/index.html.br': 'produk in brotli',
    'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(3000))});`,
    'assets/app-abc123.js.br': 'js in brotli',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

const NIK = '3171011505900001';

/**
 * Every kind of answer as a browser gets it, over a real socket with the app's own HTTP server
 * (not `inject`): the security headers on each, `no-store` on the API's, and each request in the
 * log once, through the request serialiser, with a request id and without its query.
 */
describe('answers over a real socket', () => {
  let testApp: TestApp;
  let dist: string;
  let port: number;

  beforeAll(async () => {
    dist = writeWebDist();
    testApp = await createTestApp({ config: { webDistDir: dist } });
    ({ port } = await listen(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        { port, host: '127.0.0.1', method, path, headers },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });

  it('carries the security headers on a page, an asset, the API, 304, 404 and 413', async () => {
    const page = await send('GET', `/produk?q=${NIK}`, { 'accept-encoding': 'br' });
    const asset = await send('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const answers: Record<string, Answer> = {
      page,
      asset,
      'api health': await send('GET', '/api/health'),
      'api session': await send('GET', '/api/auth/session'),
      'page 304': await send('GET', '/produk', { 'if-none-match': String(page.headers.etag) }),
      'asset 304': await send('GET', '/assets/app-abc123.js', {
        'accept-encoding': 'br',
        'if-none-match': String(asset.headers.etag),
      }),
      'page 404': await send('GET', `/no-such-page?q=${NIK}`),
      'api 404': await send('GET', '/api/no-such-route'),
      // A declared body far above any request's limit, on a path the pages answer.
      'page 413': await send('GET', '/produk', { 'content-length': String(100 * 1024 * 1024) }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.status]));
    expect(statuses).toEqual({
      page: 200,
      asset: 200,
      'api health': 200,
      'api session': 200,
      'page 304': 304,
      'asset 304': 304,
      'page 404': 404,
      'api 404': 404,
      'page 413': 413,
    });
    const missing = Object.entries(answers).flatMap(([name, answer]) =>
      SECURITY_HEADER_NAMES.filter((header) => !answer.headers[header]).map((h) => `${name}: ${h}`),
    );
    reportFigure(
      `real socket: ${Object.keys(answers).length} answers × ${SECURITY_HEADER_NAMES.length} headers, ${missing.length} missing`,
    );
    expect(missing).toEqual([]);
    const apiNotNoStore = Object.entries(answers)
      .filter(([name]) => name.startsWith('api'))
      .filter(([, answer]) => !String(answer.headers['cache-control']).includes('no-store'));
    expect(apiNotNoStore.map(([name]) => name)).toEqual([]);

    const logged = testApp.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = logged.filter((line) => line.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(Object.keys(answers).length);
    expect(completed.every((line) => typeof line.reqId === 'string')).toBe(true);
    const incoming = logged.filter((line) => line.msg === 'incoming request');
    expect(incoming.map((line) => (line.req as { path: string }).path)).toContain('/produk');
    expect(testApp.logLines.join('\n')).not.toContain(NIK);
  });
});
