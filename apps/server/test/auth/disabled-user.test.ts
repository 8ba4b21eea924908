import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDisabledAt } from '../../src/modules/auth/users-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';

// The user is disabled straight in the database, sessions left in place: the login and the
// session lookup must refuse on their own, not only because `disable` deletes sessions.
describe('a disabled user', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  function login(email: string, password: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
  }

  it('cannot sign in: the same 401 as a wrong password', async () => {
    const user = await createUser(testApp.deps);
    const wrongPassword = await login(user.email, 'not the password');
    await setDisabledAt(testApp.deps.database.db, user.id, testApp.deps.now(), testApp.deps.now());

    const disabled = await login(user.email, user.password);
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual(wrongPassword.json());
    expect(disabled.cookies).toEqual([]);
  });

  it('has no session any more: its cookie signs nobody in and opens no admin route', async () => {
    const user = await createUser(testApp.deps);
    const cookie = await loginAs(testApp.app, user);
    await setDisabledAt(testApp.deps.database.db, user.id, testApp.deps.now(), testApp.deps.now());

    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.json()).toEqual({ user: null, twoFactorSetupRequired: false });
    const stats = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie },
    });
    expect(stats.statusCode).toBe(401);
  });
});
