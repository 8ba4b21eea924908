import { LOGIN_THROTTLE, SESSION_COOKIE_NAME } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { reportFigure } from '../helpers/report-figure';
import { SECURITY_HEADER_NAMES } from '../helpers/security-header-names';

type Answer = { statusCode: number; headers: Record<string, unknown> };

function missingHeaders(response: Answer): string[] {
  return SECURITY_HEADER_NAMES.filter((name) => !response.headers[name]);
}

describe('security headers on every answer', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      config: { trustProxy: 1 },
      addRoutes: (app) => {
        app.get('/api/test/crash', async () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(() => testApp.close());

  async function tooManyLogins(): Promise<Answer> {
    const attempt = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong password' },
        remoteAddress: '10.9.0.1',
      });
    for (let failure = 0; failure < LOGIN_THROTTLE.perAccountAndIp.maxFailures; failure += 1) {
      await attempt();
    }
    return attempt();
  }

  it('carries them on 200, 403, 404, 413, 429 and 500', async () => {
    const inject = testApp.app.inject.bind(testApp.app);
    const answers: Record<string, Answer> = {
      'api 200': await inject({ method: 'GET', url: '/api/health' }),
      'api 404': await inject({ method: 'GET', url: '/api/no-such-route' }),
      'page 404': await inject({ method: 'GET', url: '/no-such-page' }),
      'json 413': await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      'cross-site 403': await inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'https://evil.example' },
      }),
      'login 429': await tooManyLogins(),
      'crash 500': await inject({ method: 'GET', url: '/api/test/crash' }),
    };
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]),
    );
    expect(statuses).toEqual({
      'api 200': 200,
      'api 404': 404,
      'page 404': 404,
      'json 413': 413,
      'cross-site 403': 403,
      'login 429': 429,
      'crash 500': 500,
    });
    const missing = Object.entries(answers).flatMap(([name, answer]) =>
      missingHeaders(answer).map((header) => `${name}: ${header}`),
    );
    reportFigure(
      `security headers: ${Object.keys(answers).length} answers × ${SECURITY_HEADER_NAMES.length} headers, ${missing.length} missing`,
    );
    expect(missing).toEqual([]);
    const cached = Object.entries(answers).filter(
      ([name, answer]) =>
        name !== 'page 404' && !String(answer.headers['cache-control']).includes('no-store'),
    );
    expect(cached.map(([name]) => name)).toEqual([]);
  });

  it('sends each one with the same value on every answer', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob:;font-src 'self';connect-src 'self';" +
        "frame-src 'self' blob: https://www.youtube-nocookie.com;object-src 'none';" +
        "form-action 'self';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    };
    for (const url of ['/api/health', '/api/auth/session', '/api/no-such-route', '/produk']) {
      const { headers } = await testApp.app.inject({ method: 'GET', url });
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name]]));
      expect([url, sent]).toEqual([url, expected]);
    }
  });

  it('adds HSTS only behind an HTTPS proxy', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const https = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    reportFigure(
      `HSTS: http ${plain.headers['strict-transport-security'] ? 'sent' : 'absent'}, https ${https.headers['strict-transport-security'] ? 'sent' : 'absent'}`,
    );
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(missingHeaders(https)).toEqual([]);
  });
});

describe('security headers when the database is closed under the app', () => {
  it('carries them on the 500/503 a failed query answers', async () => {
    const testApp = await createTestApp();
    await testApp.deps.database.close();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `${SESSION_COOKIE_NAME}=x` },
    });
    reportFigure(
      `closed database: status ${response.statusCode}, ${missingHeaders(response).length} headers missing`,
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(missingHeaders(response)).toEqual([]);
    await testApp.app.close();
  });
});
