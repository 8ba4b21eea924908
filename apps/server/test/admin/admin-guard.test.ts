import { errorMessages, SESSION_COOKIE_NAME } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';

describe('admin API guard', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  function getStats(cookie?: string) {
    return testApp.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: cookie ? { cookie } : {},
    });
  }

  it('answers 401 without a session', async () => {
    const response = await getStats();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthenticated', message: errorMessages.unauthenticated },
    });
  });

  it('answers 401 for an unknown or expired session', async () => {
    expect((await getStats(`${SESSION_COOKIE_NAME}=forged`)).statusCode).toBe(401);

    const cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    testApp.advanceTime(31 * 60_000);
    expect((await getStats(cookie)).statusCode).toBe(401);
  });

  it('answers 403 for a signed-in user who is not an admin', async () => {
    const cookie = await loginAs(testApp.app, await createUser(testApp.deps, { admin: false }));
    const response = await getStats(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'not_authorized', message: errorMessages.not_authorized },
    });
  });

  it('lets an admin in, with an uncacheable answer', async () => {
    const cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    const response = await getStats(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
