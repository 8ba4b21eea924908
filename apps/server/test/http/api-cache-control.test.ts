import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownRoutes } from '../helpers/known-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';

const CACHEABLE_BY_DESIGN = new Set(['GET /api/products', 'HEAD /api/products']);
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('Cache-Control of every /api/ answer', () => {
  let testApp: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    adminCookie = await loginAs(testApp.app, await createUser(testApp.deps));
  });
  afterAll(() => testApp.close());

  it('knows the API routes it checks', () => {
    const urls = knownRoutes(testApp.app).map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('GET /api/registrations/:id/summary');
    expect(urls).toContain('POST /api/orders/status');
    expect(urls.filter((url) => url.includes(' /api/')).length).toBeGreaterThan(25);
  });

  for (const signedIn of [false, true]) {
    it(`is no-store on every route but the catalogue (${signedIn ? 'admin' : 'anonymous'})`, async () => {
      const answers: Record<string, string | undefined> = {};
      const expected: Record<string, string> = {};
      for (const { method, url } of knownRoutes(testApp.app)) {
        if (!url.startsWith('/api/')) continue;
        const key = `${method} ${url}`;
        const response = await testApp.app.inject({
          method: method as 'GET',
          url: url.replace(':id', SOME_ID).replace(':field', 'ktp'),
          headers: signedIn ? { cookie: adminCookie } : {},
          ...(method === 'GET' || method === 'HEAD' || method === 'DELETE' ? {} : { payload: {} }),
        });
        answers[key] = `${response.statusCode} ${response.headers['cache-control']}`;
        const policy = CACHEABLE_BY_DESIGN.has(key) ? 'public, max-age=300' : 'no-store';
        expected[key] = `${response.statusCode} ${policy}`;
      }
      expect(answers).toEqual(expected);
    });
  }

  it('is no-store on an unknown /api/ path and on an error before routing', async () => {
    for (const url of ['/api/nothing-here', '/%61pi/nothing-here', '/api/orders/%E0%A4%A']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });
});
