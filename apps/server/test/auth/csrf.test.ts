import { errorMessages } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { loginAs, testAppWithStaff, type TestUser } from '../helpers/users';

const HOST = 'localhost:3000';
const OWN_ORIGIN = `http://${HOST}`;

describe('CSRF guard on state-changing API calls', () => {
  let testApp: TestApp;
  let admin: TestUser;
  beforeAll(async () => ({ testApp, admin } = await testAppWithStaff()));
  afterAll(() => testApp.close());

  function loginWith(headers: Record<string, string>, body?: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST, 'content-type': 'application/json', ...headers },
      body: body ?? JSON.stringify({ email: admin.email, password: admin.password }),
    });
  }

  function expectRejected(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'csrf_rejected', message: errorMessages.csrf_rejected },
    });
  }

  it('accepts a same-origin JSON request', async () => {
    const response = await loginWith({ origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
  });

  it('rejects a foreign Origin, even with valid credentials', async () => {
    const response = await loginWith({ origin: 'https://evil.example' });
    expectRejected(response);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('rejects cross-site and same-site Fetch Metadata', async () => {
    expectRejected(await loginWith({ 'sec-fetch-site': 'cross-site' }));
    expectRejected(await loginWith({ 'sec-fetch-site': 'same-site' }));
  });

  it('rejects bodies a plain HTML form could send', async () => {
    const body = JSON.stringify({ email: admin.email, password: admin.password });
    expectRejected(await loginWith({ origin: OWN_ORIGIN, 'content-type': 'text/plain' }, body));
    expectRejected(
      await loginWith(
        { origin: OWN_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        `email=${admin.email}&password=x`,
      ),
    );
  });

  it('guards logout too, which has no body', async () => {
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, origin: 'https://evil.example' },
    });
    expectRejected(foreign);

    const own = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, origin: OWN_ORIGIN },
    });
    expect(own.statusCode).toBe(204);
  });

  describe.each([
    ['a percent-encoded letter', '/%61pi/auth/logout'],
    ['an encoded slash', '/api%2Fauth/logout'],
    ['a double slash', '//api/auth/logout'],
    ['upper case', '/API/auth/logout'],
  ])('whatever the path spelling: %s', (_spelling, url) => {
    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['cross-site Fetch Metadata', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses %s and changes nothing', async (_attack, attackHeaders) => {
      const cookie = await loginAs(testApp.app, admin);
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { host: HOST, cookie, ...attackHeaders },
      });
      expectRejected(response);
      expect(response.headers['set-cookie']).toBeUndefined();

      const session = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { host: HOST, cookie },
      });
      expect(session.json().user?.email).toBe(admin.email);
    });
  });

  it('leaves safe methods alone', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
