import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { METHODS } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../helpers/listen';
import { sendRaw, type RawAnswer } from '../helpers/raw-http';
import { SECURITY_HEADER_NAMES } from '../helpers/security-header-names';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';

/**
 * The four forms of a request target (RFC 9112 §3.2), as raw bytes over a real socket: each is
 * read once, and the router, `no-store`, the API's error shape, the frame policy and the Host
 * check all go by that one reading. An absolute-form target naming our host is the origin-form
 * request it stands for.
 */
describe('every form of request target, read once', () => {
  let testApp: TestApp;
  let port: number;
  let dist: string;
  let cookie: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'toko-target-forms-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, 'shell.html'), '<!doctype html><title>shell</title>');
    testApp = await createTestApp({ config: { webDistDir: dist } });
    ({ port } = await listen(testApp.app));
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const send = (method: string, target: string, headers = 'Host: localhost\r\n') =>
    sendRaw(
      port,
      `${method} ${target} HTTP/1.1\r\n${headers}Cookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
  const sane = (answer: RawAnswer) => {
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    for (const name of SECURITY_HEADER_NAMES) expect(answer.headers[name], name).toBeTruthy();
  };
  /** The API's error shape, with `no-store` (a HEAD answer has no body to parse). */
  const apiError = (method: string, answer: RawAnswer) => {
    sane(answer);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    if (method !== 'HEAD') apiErrorSchema.parse(JSON.parse(answer.body));
  };

  it('answers an admin list in absolute form with our host as in origin form: no-store', async () => {
    for (const target of [
      '/api/admin/orders',
      'http://localhost/api/admin/orders',
      `http://localhost:${port}/api/admin/orders?page=1`,
      'HTTP://LOCALHOST/api/admin/orders',
    ]) {
      const answer = await send('GET', target);
      sane(answer);
      expect([target, answer.status, answer.headers['cache-control']]).toEqual([
        target,
        200,
        'no-store',
      ]);
      expect(JSON.parse(answer.body)).toHaveProperty('items');
    }
  });

  it('takes the host of an absolute-form target over the Host header (RFC 9112 §3.2.2)', async () => {
    const ours = await send('GET', 'http://localhost/api/health', 'Host: evil.example\r\n');
    expect(ours.status).toBe(200);
    expect(ours.headers['cache-control']).toBe('no-store');
    const theirs = await send('GET', 'http://evil.example/api/health');
    apiError('GET', theirs);
    expect(JSON.parse(theirs.body).error.code).toBe('misdirected_request');
  });

  it('answers in absolute form with our host exactly as in origin form: page, API or error', async () => {
    const decided = (answer: RawAnswer) =>
      ['content-type', 'cache-control', 'content-security-policy', 'x-frame-options'].map(
        (name) => answer.headers[name],
      );
    for (const path of ['/', '/nothing-here', '/api/nothing-here', '/api/health', '/%61pi/x']) {
      const origin = await send('GET', path);
      const absolute = await send('GET', `http://localhost${path}`);
      sane(absolute);
      expect([path, absolute.status, ...decided(absolute), absolute.body]).toEqual([
        path,
        origin.status,
        ...decided(origin),
        origin.body,
      ]);
    }
    apiError('GET', await send('GET', 'http://localhost/api/nothing-here'));
    const unknownPage = await send('GET', 'http://localhost/nothing-here');
    expect([unknownPage.status, unknownPage.headers['content-type']]).toEqual([
      404,
      'text/html; charset=utf-8',
    ]);
  });

  // Every method Node's parser takes, CONNECT included (Node's 'connect' event, not a request).
  const methods = METHODS;

  it('answers every method in absolute form on an API path with no-store and no 5xx', async () => {
    for (const method of methods) {
      for (const target of [
        'http://localhost/api/admin/orders',
        'http://evil.example/api/admin/orders',
      ]) {
        const answer = await send(method, target);
        sane(answer);
        expect([method, target, answer.headers['cache-control']]).toEqual([
          method,
          target,
          'no-store',
        ]);
      }
    }
  });

  it('answers the asterisk form (OPTIONS * and the rest) with the error shape', async () => {
    for (const method of methods) {
      const answer = await send(method, '*');
      apiError(method, answer);
      expect([method, answer.status]).toEqual([method, 400]);
    }
  });

  it('answers the authority form (CONNECT host:port and the rest) with the error shape', async () => {
    for (const method of methods) {
      for (const target of [`localhost:${port}`, 'evil.example:443']) {
        const answer = await send(method, target);
        apiError(method, answer);
        expect([method, target, answer.status]).toEqual([method, target, 400]);
      }
    }
  });

  it('keeps serving after all of them', async () => {
    const answer = await send('GET', '/api/health');
    expect(answer.status).toBe(200);
  });
});
