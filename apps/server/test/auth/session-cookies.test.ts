import { SESSION_COOKIE_NAME } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs, type TestUser } from '../helpers/users';
import { reportFigure } from '../helpers/report-figure';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

function setCookieHeaders(response: Answer): string[] {
  const header = response.headers['set-cookie'];
  if (!header) return [];
  return Array.isArray(header) ? header : [header];
}

/** The attributes a Set-Cookie lacks, of HttpOnly, SameSite and (on HTTPS) Secure. */
function missingAttributes(setCookie: string, https: boolean): string[] {
  const attributes = setCookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
  const missing: string[] = [];
  if (!attributes.includes('httponly')) missing.push('HttpOnly');
  if (!attributes.some((part) => /^samesite=(strict|lax)$/.test(part))) missing.push('SameSite');
  if (https !== attributes.includes('secure')) missing.push(https ? 'Secure' : 'no Secure');
  return missing;
}

describe('session cookies', () => {
  let testApp: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { trustProxy: 1 } });
    admin = await createUser(testApp.deps);
  });
  afterAll(() => testApp.close());

  const adminStats = (cookie: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });

  function signIn(headers: Record<string, string> = {}) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
      headers,
    });
  }

  function sessionCookieOf(response: Answer): string {
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
    if (!session) throw new Error(`no session cookie (${response.statusCode})`);
    return `${SESSION_COOKIE_NAME}=${session.value}`;
  }

  it('every Set-Cookie is HttpOnly and SameSite, and Secure exactly when HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const httpLogin = await signIn();
    const httpsLogin = await signIn(https);
    const answers: [Answer, boolean][] = [
      [httpLogin, false],
      [httpsLogin, true],
      [
        await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie: sessionCookieOf(httpLogin) },
        }),
        false,
      ],
      [
        await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie: sessionCookieOf(httpsLogin), ...https },
        }),
        true,
      ],
    ];
    const cookies = answers.flatMap(([response, secure]) =>
      setCookieHeaders(response).map((header) => ({ header, secure })),
    );
    const problems = cookies.flatMap(({ header, secure }) => missingAttributes(header, secure));
    reportFigure(`Set-Cookie headers checked: ${cookies.length}, problems: ${problems.length}`);
    expect(cookies).toHaveLength(4);
    expect(problems).toEqual([]);
  });

  it('an untrusted X-Forwarded-Proto does not make the cookie Secure', async () => {
    const direct = await createTestApp();
    const user = await createUser(direct.deps);
    const response = await direct.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const [header = ''] = setCookieHeaders(response);
    reportFigure(`without TRUST_PROXY, forwarded https: Secure ${/;\s*secure/i.test(header)}`);
    expect(missingAttributes(header, false)).toEqual([]);
    await direct.close();
  });

  it('never adopts a cookie set before sign-in', async () => {
    const planted = `${SESSION_COOKIE_NAME}=planted-by-an-attacker-0123456789abcdefghij`;
    const cookie = await loginAs(testApp.app, admin, { cookie: planted });
    const plantedStatus = (await adminStats(planted)).statusCode;
    reportFigure(
      `planted cookie after sign-in: ${plantedStatus}, issued cookie differs: ${cookie !== planted}`,
    );
    expect(cookie).not.toBe(planted);
    expect(plantedStatus).toBe(401);
    expect((await adminStats(cookie)).statusCode).toBe(200);
  });

  it('a cookie is refused after logout', async () => {
    const cookie = await loginAs(testApp.app, admin);
    expect((await adminStats(cookie)).statusCode).toBe(200);
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const status = (await adminStats(cookie)).statusCode;
    reportFigure(`cookie after logout: ${status}`);
    expect(status).toBe(401);
  });

  it('a cookie is refused after 30 idle minutes, not before', async () => {
    const cookie = await loginAs(testApp.app, admin);
    testApp.advanceTime(30 * MINUTE - 1_000);
    const before = (await adminStats(cookie)).statusCode;
    testApp.advanceTime(30 * MINUTE);
    const after = (await adminStats(cookie)).statusCode;
    reportFigure(`idle 29:59 → ${before}, then idle 30:00 → ${after}`);
    expect([before, after]).toEqual([200, 401]);
  });

  it('a cookie in use is refused 12 hours after sign-in', async () => {
    const cookie = await loginAs(testApp.app, admin);
    const statuses: number[] = [];
    for (let elapsed = 0; elapsed < 12 * HOUR; elapsed += 20 * MINUTE) {
      testApp.advanceTime(elapsed + 20 * MINUTE < 12 * HOUR ? 20 * MINUTE : 12 * HOUR - elapsed);
      statuses.push((await adminStats(cookie)).statusCode);
    }
    const last = statuses.pop();
    reportFigure(
      `12 h in use: ${statuses.filter((status) => status === 200).length} answers 200, then ${last}`,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(last).toBe(401);
  });
});
