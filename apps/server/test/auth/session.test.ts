import { createHash } from 'node:crypto';
import { SESSION_COOKIE_NAME } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { sessionId } from '../../src/modules/auth/session-service';
import type { TestApp } from '../helpers/test-app';
import { loginAs, testAppWithStaff, type TestUser } from '../helpers/users';

const MINUTE = 60_000;

describe('sessions', () => {
  let testApp: TestApp;
  let admin: TestUser;
  beforeAll(async () => ({ testApp, admin } = await testAppWithStaff()));
  afterAll(() => testApp.close());

  async function sessionUser(cookie?: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json().user;
  }

  async function sessionRowOf(cookie: string) {
    const token = cookie.slice(`${SESSION_COOKIE_NAME}=`.length);
    const id = sessionId(token, testApp.deps.secrets.sessionSecret);
    const [row] = await testApp.deps.database.db.select().from(sessions).where(eq(sessions.id, id));
    return row;
  }

  function sessionRows() {
    return testApp.deps.database.db.select().from(sessions).where(eq(sessions.userId, admin.id));
  }

  it('answers { user: null } without a cookie or with an unknown token', async () => {
    expect(await sessionUser()).toBeNull();
    expect(await sessionUser(`${SESSION_COOKIE_NAME}=not-a-real-token`)).toBeNull();
  });

  it('answers without a cookie with the bytes and headers the serialiser gives an unknown token', async () => {
    const get = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers });
    const [preserialised, serialised] = await Promise.all([
      get({}),
      get({ cookie: `${SESSION_COOKIE_NAME}=not-a-real-token` }),
    ]);
    expect(preserialised.body).toBe(serialised.body);
    expect(JSON.parse(preserialised.body)).toEqual({ user: null, twoFactorSetupRequired: false });
    for (const name of ['content-type', 'content-length', 'cache-control'])
      expect(preserialised.headers[name]).toBe(serialised.headers[name]);
  });

  it('stores only a keyed hash of the token, never the token or its plain SHA-256', async () => {
    const cookie = await loginAs(testApp.app, admin);
    const token = cookie.slice(`${SESSION_COOKIE_NAME}=`.length);
    const rows = await sessionRows();
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(sessionId(token, testApp.deps.secrets.sessionSecret));
    expect(ids).not.toContain(token);
    expect(ids).not.toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('returns the signed-in user, never cached', async () => {
    const cookie = await loginAs(testApp.app, admin);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(response.json()).toEqual({
      user: {
        id: admin.id,
        email: admin.email,
        isAdmin: true,
        role: 'owner',
        twoFactorEnabled: false,
      },
      twoFactorSetupRequired: false,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refreshes last activity at most once a minute', async () => {
    const cookie = await loginAs(testApp.app, admin);
    const signedIn = (await sessionRowOf(cookie))?.lastSeenAt;
    expect(signedIn).toBeInstanceOf(Date);

    testApp.advanceTime(30_000);
    await sessionUser(cookie);
    expect((await sessionRowOf(cookie))?.lastSeenAt).toEqual(signedIn);

    testApp.advanceTime(31_000);
    await sessionUser(cookie);
    expect((await sessionRowOf(cookie))?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(
      (signedIn?.getTime() ?? 0) + 61_000,
    );
  });

  it('ends after 30 idle minutes and deletes the row', async () => {
    const cookie = await loginAs(testApp.app, admin);
    testApp.advanceTime(29 * MINUTE);
    expect(await sessionUser(cookie)).not.toBeNull();
    testApp.advanceTime(29 * MINUTE);
    expect(await sessionUser(cookie)).not.toBeNull();

    const countBefore = (await sessionRows()).length;
    testApp.advanceTime(30 * MINUTE);
    expect(await sessionUser(cookie)).toBeNull();
    expect((await sessionRows()).length).toBe(countBefore - 1);
  });

  it('ends 12 hours after sign-in even while in use', async () => {
    const cookie = await loginAs(testApp.app, admin);
    for (let elapsed = 0; elapsed + 25 * MINUTE < 12 * 60 * MINUTE; elapsed += 25 * MINUTE) {
      testApp.advanceTime(25 * MINUTE);
      expect(await sessionUser(cookie)).not.toBeNull();
    }
    testApp.advanceTime(25 * MINUTE);
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('logout deletes the session and clears the cookie', async () => {
    const cookie = await loginAs(testApp.app, admin);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });

    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((entry) => entry.name === SESSION_COOKIE_NAME);
    expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('logout without a session still answers 204', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });

  it('rotates the token at sign-in: the previous one stops working', async () => {
    const first = await loginAs(testApp.app, admin);
    const second = await loginAs(testApp.app, admin, { cookie: first });

    expect(second).not.toBe(first);
    expect(await sessionUser(first)).toBeNull();
    expect(await sessionUser(second)).toMatchObject({ id: admin.id });
  });

  it('drops a user’s stale sessions at the next sign-in', async () => {
    await loginAs(testApp.app, admin);
    testApp.advanceTime(31 * MINUTE);
    await loginAs(testApp.app, admin);
    const rows = await sessionRows();
    expect(rows).toHaveLength(1);
  });
});
