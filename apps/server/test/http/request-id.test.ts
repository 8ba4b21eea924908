import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

const GENERATED = /^[0-9A-HJKMNP-TV-Z]{10}$/;

type LogLine = { reqId?: string; msg?: string };

function linesOf(testApp: TestApp, requestId: string): LogLine[] {
  return testApp.logLines
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.reqId === requestId);
}

describe('X-Request-Id, clients connecting directly', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is generated for every answer, and every log line of the request carries it', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const id = String(first.headers['x-request-id']);
    expect(id).toMatch(GENERATED);
    expect(second.headers['x-request-id']).toMatch(GENERATED);
    expect(second.headers['x-request-id']).not.toBe(id);
    expect(linesOf(testApp, id).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('is on error answers, those raised before routing included', async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      testApp.app.inject({ method: 'POST', url: '/api/orders', payload: { nope: true } }),
      testApp.app.inject({ method: 'GET', url: '/api/orders/%E0%A4%A' }),
      testApp.app.inject({ method: 'HEAD', url: '/api/uploads/no-such-upload' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.headers['x-request-id']).toMatch(GENERATED);
    }
  });

  it('ignores an id the client sends itself', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged-by-client' },
    });
    expect(answer.headers['x-request-id']).toMatch(GENERATED);
    expect(testApp.logLines.join('\n')).not.toContain('forged-by-client');
  });
});

describe('X-Request-Id behind a trusted proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      config: {
        trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.1', ALLOWED_HOSTS: 'localhost' }).trustProxy,
      },
    });
  });
  afterAll(() => testApp.close());

  const fromPeer = (remoteAddress: string, requestId: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress,
      headers: { 'x-request-id': requestId },
    });

  it("keeps the proxy's id, in the answer and in every log line", async () => {
    const nginxId = '4f2a9c0d1e8b7a6f5c4d3e2f1a0b9c8d';
    const answer = await fromPeer('10.0.0.1', nginxId);
    expect(answer.headers['x-request-id']).toBe(nginxId);
    expect(linesOf(testApp, nginxId)).toHaveLength(2);
  });

  it('replaces an id of a strange shape or length, which is then never logged', async () => {
    for (const forged of ['a'.repeat(65), 'two words', 'quote"and{json}', 'ünïcode']) {
      const answer = await fromPeer('10.0.0.1', forged);
      expect(answer.headers['x-request-id']).toMatch(GENERATED);
      expect(testApp.logLines.join('\n')).not.toContain(forged.slice(0, 20));
    }
  });

  it('ignores the header from a peer that is not the trusted proxy', async () => {
    const answer = await fromPeer('198.51.100.7', 'from-somewhere-else');
    expect(answer.headers['x-request-id']).toMatch(GENERATED);
  });
});

describe('X-Request-Id behind a proxy trusted by count', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      config: {
        trustProxy: loadConfig({ TRUST_PROXY: '1', ALLOWED_HOSTS: 'localhost' }).trustProxy,
      },
    });
  });
  afterAll(() => testApp.close());

  it('keeps the id the nearest peer, the proxy, sends', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '0b6a4c1e-5d2f-4e8a-9c3b-7f1d2e3a4b5c' },
    });
    expect(answer.headers['x-request-id']).toBe('0b6a4c1e-5d2f-4e8a-9c3b-7f1d2e3a4b5c');
  });
});
