import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema, errorMessages, type ErrorCode } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../helpers/listen';
import { sendRaw } from '../helpers/raw-http';
import { SECURITY_HEADER_NAMES } from '../helpers/security-header-names';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOST = 'Host: localhost\r\n';

/**
 * Requests no browser sends, as raw bytes over a real socket, so that every part that can answer
 * one is reached: Node's HTTP parser (before there is a request), Fastify's URL parser (before
 * routing), the router, the file server and the routes. Each answer is the API's error shape
 * with a catalogue message, the security headers and `no-store`, and a status its code agrees with.
 */
describe('answers to malformed requests, whoever gives them', () => {
  let testApp: TestApp;
  let port: number;
  let dist: string;

  beforeAll(async () => {
    // A built web app, so that the file server is among the parts that answer.
    dist = mkdtempSync(join(tmpdir(), 'toko-malformed-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    testApp = await createTestApp({ config: { webDistDir: dist } });
    ({ port } = await listen(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const cases: [name: string, bytes: string, status: number, code: ErrorCode][] = [
    ['a broken request line', 'GARBAGE\r\n\r\n', 400, 'bad_request'],
    ['an unknown HTTP version', `GET / HTTP/9.9\r\n${HOST}\r\n`, 400, 'bad_request'],
    [
      'a control character in a header',
      `GET / HTTP/1.1\r\n${HOST}X: a\x01b\r\n\r\n`,
      400,
      'bad_request',
    ],
    ['no Host header', 'GET /api/health HTTP/1.1\r\n\r\n', 400, 'bad_request'],
    [
      'both Content-Length and Transfer-Encoding',
      `POST /api/orders HTTP/1.1\r\n${HOST}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n`,
      400,
      'bad_request',
    ],
    [
      'headers over 16 KiB',
      `GET / HTTP/1.1\r\n${HOST}Cookie: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    [
      'a URL over 16 KiB',
      `GET /api/health?${'a'.repeat(70_000)} HTTP/1.1\r\n${HOST}\r\n`,
      431,
      'headers_too_large',
    ],
    ['a broken percent escape', `GET /api/%E0%A4%A HTTP/1.1\r\n${HOST}\r\n`, 400, 'bad_request'],
    ['a lone percent sign on a page', `GET /% HTTP/1.1\r\n${HOST}\r\n`, 400, 'bad_request'],
    ['doubled slashes', `GET //api//health HTTP/1.1\r\n${HOST}\r\n`, 404, 'not_found'],
    ['dot segments', `GET /api/admin/../admin/orders HTTP/1.1\r\n${HOST}\r\n`, 404, 'not_found'],
    ['an unknown method', `PROPFIND /api/health HTTP/1.1\r\n${HOST}\r\n`, 404, 'not_found'],
    ['an asterisk target', `GET * HTTP/1.1\r\n${HOST}\r\n`, 400, 'bad_request'],
    [
      'an absolute-form target naming another host',
      `GET http://evil.example/api/health HTTP/1.1\r\n${HOST}\r\n`,
      421,
      'misdirected_request',
    ],
    [
      'a JSON body nested 100,000 deep',
      `POST /api/orders HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: ${deep.length}\r\n\r\n${deep}`,
      400,
      'bad_request',
    ],
  ];

  it.each(cases)('%s', async (_name, bytes, status, code) => {
    const answer = await sendRaw(port, bytes);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = apiErrorSchema.parse(JSON.parse(answer.body));
    expect(body.error).toEqual({ code, message: errorMessages[code] });
    for (const name of SECURITY_HEADER_NAMES) expect(answer.headers[name], name).toBeTruthy();
    expect(answer.headers['cache-control']).toBe('no-store');
    // Refused before there is a request or not, the answer has an id a person can quote.
    expect(answer.headers['x-request-id']).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('keeps serving after all of them', async () => {
    const answer = await sendRaw(
      port,
      `GET /api/health HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
  });
});
