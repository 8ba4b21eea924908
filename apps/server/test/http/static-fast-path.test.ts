import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A stand-in web build: pages, assets with and without precompressed copies, a secret beside it. */
function writeWebDist(): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'toko-static-'));
  const dist = join(root, 'dist');
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>home</title>',
    'index.html.br': 'home in brotli',
    'shell.html': '<!doctype html><title>shell</title>',
    'produk/index.html': `<!doctype html><title>produk</title>${'p'.repeat(3000)}`,
    'produk/index.html.br': 'produk in brotli',
    'produk/index.html.gz': 'produk in gzip',
    'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(3000))});`,
    'assets/app-abc123.js.br': 'js in brotli',
    'assets/app-abc123.js.gz': 'js in gzip',
    'assets/index-abc123.css': `body{color:red}${' '.repeat(3000)}`,
    'assets/index-abc123.css.br': 'css in brotli',
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'images/og/photo.jpg': 'not really a jpeg',
    'regions/11.json': '[]',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  writeFileSync(join(root, 'secret.txt'), 'never served');
  return { root, dist };
}

type Answer = { status: number; headers: Record<string, unknown>; body: string };

/** Headers about the connection, not the answer. */
const TRANSPORT = ['date', 'connection', 'keep-alive'];

/** Starts the app on a free port; `reached` lists the URLs of the requests Fastify saw. */
async function startApp(config: Partial<Config>, reached: string[] = []) {
  const testApp = await createTestApp({
    config,
    addRoutes: (app) =>
      app.addHook('onRequest', (request, _reply, done) => {
        reached.push(request.url);
        done();
      }),
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  /** One request as written (node:http sends the path unchanged), its answer's bytes as latin1. */
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        { port, host: '127.0.0.1', method, path, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const answerHeaders: Record<string, unknown> = { ...response.headers };
            for (const name of TRANSPORT) delete answerHeaders[name];
            resolve({
              status: response.statusCode ?? 0,
              headers: answerHeaders,
              body: Buffer.concat(chunks).toString('latin1'),
            });
          });
        },
      );
      request.on('error', reject);
      request.end();
    });
  return { testApp, send };
}

const ENCODINGS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'gzip' },
];

type Send = Awaited<ReturnType<typeof startApp>>['send'];

/**
 * Sends each path as it is (the fast path) and with a query string (which Fastify answers), for
 * GET and HEAD in each encoding; expects the same status, headers and bytes, and returns the
 * fast path's answers.
 */
async function expectSameBothWays(send: Send, paths: string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const path of paths) {
    for (const headers of ENCODINGS) {
      for (const method of ['GET', 'HEAD']) {
        const fast = await send(method, path, headers);
        const viaFastify = await send(method, `${path}?via=fastify`, headers);
        const sent = { path, method, sent: headers };
        expect({ ...sent, ...fast }).toEqual({ ...sent, ...viaFastify });
        answers.push(fast);
      }
    }
  }
  return answers;
}
const HELD = [
  '/',
  '/produk',
  '/assets/app-abc123.js',
  '/assets/index-abc123.css',
  '/images/logo.svg',
  '/images/og/photo.jpg',
];

describe('pages and files answered from memory, ahead of Fastify', () => {
  let testApp: TestApp;
  let send: Send;
  let root: string;
  const fastifyRequests: string[] = [];

  beforeAll(async () => {
    const written = writeWebDist();
    root = written.root;
    ({ testApp, send } = await startApp({ webDistDir: written.dist }, fastifyRequests));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The answer of the fast path and of Fastify's route or file server (a query skips the fast path). */
  async function bothWays(method: string, path: string, headers: Record<string, string> = {}) {
    const fast = await send(method, path, headers);
    const viaFastify = await send(method, `${path}?via=fastify`, headers);
    return { fast, viaFastify };
  }

  it('sends the same status, headers and bytes as Fastify, for GET and HEAD in each encoding', async () => {
    for (const fast of await expectSameBothWays(send, HELD)) {
      expect(fast.status).toBe(200);
      expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('sends the brotli copy the build wrote to a browser', async () => {
    const page = await send('GET', '/produk', { 'accept-encoding': 'gzip, deflate, br' });
    expect([page.headers['content-encoding'], page.body]).toEqual(['br', 'produk in brotli']);
    const asset = await send('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect([asset.headers['content-encoding'], asset.body]).toEqual(['br', 'js in brotli']);
  });

  it('answers these requests without Fastify, and everything else through it', async () => {
    fastifyRequests.length = 0;
    for (const path of HELD) await send('GET', path);
    for (const path of ['/produk', '/assets/app-abc123.js'])
      await send('GET', path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(fastifyRequests).toEqual([]);
    await send('GET', '/produk?x=1');
    await send('GET', '/regions/11.json');
    await send('GET', '/produk', { 'accept-encoding': 'br;q=0, gzip' });
    await send('GET', '/assets/app-abc123.js', { range: 'bytes=0-9' });
    expect(fastifyRequests).toEqual([
      '/produk?x=1',
      '/regions/11.json',
      '/produk',
      '/assets/app-abc123.js',
    ]);
  });

  it('answers 304 to a matching If-None-Match as Fastify does', async () => {
    for (const path of HELD) {
      for (const headers of ENCODINGS) {
        const { etag } = (await send('GET', path, headers)).headers;
        const conditional = { ...headers, 'if-none-match': String(etag) };
        const { fast, viaFastify } = await bothWays('GET', path, conditional);
        expect({ path, sent: headers, ...fast }).toEqual({ path, sent: headers, ...viaFastify });
        expect(fast.status).toBe(304);
        expect(fast.body).toBe('');
      }
    }
  });

  it('answers a range request as the file server does', async () => {
    const part = await send('GET', '/assets/app-abc123.js', { range: 'bytes=0-10' });
    expect(part.status).toBe(206);
    expect(part.body).toBe('console.log');
  });

  it('answers an unknown file 404 with the security headers', async () => {
    const missing = await send('GET', '/assets/missing-abc123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves a file outside the build, however the path is written', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/%252e%252e/secret.txt',
    ]) {
      const answer = await send('GET', path);
      expect([path, answer.body.includes('never served')]).toEqual([path, false]);
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
  });
});

describe.each([
  { trustProxy: 1 as const, name: 'one proxy' },
  { trustProxy: ['127.0.0.1'], name: 'a list of proxy addresses' },
])('the fast path behind an HTTPS proxy, trusting $name', ({ trustProxy }) => {
  let testApp: TestApp;
  let send: Send;
  let root: string;

  beforeAll(async () => {
    const written = writeWebDist();
    root = written.root;
    ({ testApp, send } = await startApp({ webDistDir: written.dist, trustProxy }));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('adds HSTS exactly when Fastify does', async () => {
    for (const proto of ['https', 'http']) {
      for (const path of ['/produk', '/assets/app-abc123.js', '/api/auth/session']) {
        const headers = { 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.9' };
        const fast = await send('GET', path, headers);
        const viaFastify = await send('GET', `${path}?via=fastify`, headers);
        expect({ path, proto, ...fast }).toEqual({ path, proto, ...viaFastify });
        expect(fast.headers['strict-transport-security'] !== undefined).toBe(proto === 'https');
      }
    }
  });
});

describe('API answers prepared at start, ahead of Fastify (decision 013)', () => {
  let testApp: TestApp;
  let send: Send;
  let root: string;
  const fastifyRequests: string[] = [];
  const PREPARED = ['/api/auth/session', '/api/health'];

  beforeAll(async () => {
    const written = writeWebDist();
    root = written.root;
    ({ testApp, send } = await startApp({ webDistDir: written.dist }, fastifyRequests));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the same status, headers and bytes as the route, for GET and HEAD, whatever the encoding', async () => {
    await send('GET', '/api/health');
    for (const fast of await expectSameBothWays(send, PREPARED)) {
      expect(fast.status).toBe(200);
      expect(fast.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers without Fastify only what needs no cookie, body or database question', async () => {
    await send('GET', '/api/health');
    fastifyRequests.length = 0;
    for (const path of PREPARED) await send('GET', path);
    expect(fastifyRequests).toEqual([]);

    const withCookie = await send('GET', '/api/auth/session', { cookie: 'other=1' });
    const withBody = await send('GET', '/api/auth/session', { 'content-length': '0' });
    await send('POST', '/api/auth/session');
    await send('GET', '/api/auth/session/');
    expect(fastifyRequests).toEqual([
      '/api/auth/session',
      '/api/auth/session',
      '/api/auth/session',
      '/api/auth/session/',
    ]);
    expect(JSON.parse(withCookie.body)).toEqual({ user: null, twoFactorSetupRequired: false });
    expect(withBody.status).toBe(200);
  });

  it('leaves health to its route once the database was last seen up more than a second ago', async () => {
    await send('GET', '/api/health');
    testApp.deps.database.ping = () => Promise.reject(new Error('database away'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fastifyRequests.length = 0;
    const answer = await send('GET', '/api/health');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      503,
      { status: 'degraded', database: 'down' },
    ]);
    expect(fastifyRequests).toEqual(['/api/health']);
  });
});
