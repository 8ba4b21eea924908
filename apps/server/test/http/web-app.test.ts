import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A tiny stand-in for apps/web/dist, so these tests do not depend on a web build. */
function writeFakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'toko-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'produk'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'produk', 'index.html'), '<!doctype html><title>produk</title>');
  writeFileSync(
    join(dir, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

describe('serving the web app', () => {
  let testApp: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = writeFakeWebDist();
    testApp = await createTestApp({ config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses assets for clients that accept it', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves a prerendered page without caching it', async () => {
    const response = await get('/produk');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>produk</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the app shell for a page that is not prerendered', async () => {
    const response = await get('/admin/orders/123');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
  });

  it('answers an unknown page with the shell and status 404', async () => {
    const response = await get('/halaman-tidak-ada');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>shell</title>');
  });

  it('answers an unknown API path with JSON 404, never the shell', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/api/tidak-ada',
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'Data tidak ditemukan.' },
      });
    }
  });

  it('sends the security headers on pages', async () => {
    const response = await get('/produk');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('serving a build with a prerendered home page', () => {
  let testApp: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'toko-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(webDist, 'shell.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(webDist, 'index.html.br'), 'brotli bytes');
    writeFileSync(join(webDist, 'index.html.gz'), 'gzip bytes');
    testApp = await createTestApp({ config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('never caches a page, also when it is sent precompressed', async () => {
    const home = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.body).toBe('brotli bytes');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toContain('accept-encoding');
  });

  it('sends the gzip copy to a client without brotli, and plain HTML to one without either', async () => {
    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers 304 when the page has not changed (slow networks download it once)', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD for pages like GET, without a body', async () => {
    const head = await testApp.app.inject({ method: 'HEAD', url: '/admin/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('serves the home page at / and the shell everywhere else', async () => {
    const home = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>home</title>');
    const admin = await testApp.app.inject({ method: 'GET', url: '/admin/login' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<title>shell</title>');
    const unknown = await testApp.app.inject({ method: 'GET', url: '/tidak-ada' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>shell</title>');
  });
});

describe('HSTS behind an HTTPS proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { trustProxy: 1 } });
  });
  afterAll(() => testApp.close());

  it('is sent only when the request came over HTTPS', async () => {
    const secure = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
