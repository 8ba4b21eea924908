import { errorMessages } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { codeAt, enrolTwoFactor } from '../helpers/two-factor';
import { createUser, loginAs } from '../helpers/users';

describe('ADMIN_REQUIRE_2FA=true', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { adminRequireTwoFactor: true } });
  });
  afterAll(() => testApp.close());

  const get = (url: string, cookie: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie } });

  it('lets an admin without two-factor sign in, read the session and enrol, nothing else', async () => {
    const user = await createUser(testApp.deps);
    const cookie = await loginAs(testApp.app, user);

    const session = await get('/api/auth/session', cookie);
    expect(session.json()).toMatchObject({ twoFactorSetupRequired: true });
    const stats = await get('/api/admin/stats', cookie);
    expect(stats.statusCode).toBe(403);
    expect(stats.json()).toEqual({
      error: {
        code: 'two_factor_setup_required',
        message: errorMessages.two_factor_setup_required,
      },
    });
    expect((await get('/api/admin/orders', cookie)).statusCode).toBe(403);
    expect((await get('/api/auth/two-factor', cookie)).json()).toMatchObject({ required: true });

    const admin = await enrolTwoFactor(testApp, user);
    expect((await get('/api/admin/stats', admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/session', admin.cookie)).json()).toMatchObject({
      twoFactorSetupRequired: false,
    });

    const off = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      headers: { cookie: admin.cookie },
      payload: { code: codeAt(testApp, admin.secret) },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('two_factor_cannot_disable');
  });

  it('still signs out an admin without two-factor', async () => {
    const cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    const out = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
  });
});
