import { SESSION_COOKIE_NAME, TWO_FACTOR } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replacePassword } from '../../src/modules/auth/accounts';
import { resetTwoFactor } from '../../src/modules/two-factor/reset-two-factor';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  codeAt,
  codeStep,
  disableStep,
  enrolTwoFactor,
  passwordStep,
  STEP_MS,
} from '../helpers/two-factor';
import { createUser, loginAs } from '../helpers/users';

/**
 * docs/security.md, "What protects each asset": the pending sign-in works once and dies with a password or
 * two-factor change; a security change ends every other session of its user.
 */
describe('security changes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const readsOrders = async (cookie: string) =>
    (await testApp.app.inject({ url: '/api/admin/orders', headers: { cookie } })).statusCode;

  const sessionCookieOf = (response: Awaited<ReturnType<typeof codeStep>>) => {
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
    return session ? `${SESSION_COOKIE_NAME}=${session.value}` : '';
  };

  it('gives one session per pending sign-in: a second recovery code gets nothing', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const { cookie } = await passwordStep(testApp, admin);
    const first = await codeStep(testApp, cookie, admin.recoveryCodes[0]!);
    expect(first.statusCode).toBe(200);
    const second = await codeStep(testApp, cookie, admin.recoveryCodes[1]!);
    expect(second.statusCode).toBe(401);
    expect(second.json().error.code).toBe('two_factor_login_expired');
  });

  it('lets a pending sign-in run five minutes, and an altered one never', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const { cookie } = await passwordStep(testApp, admin);
    const altered = await codeStep(
      testApp,
      `${cookie.slice(0, -2)}xx`,
      codeAt(testApp, admin.secret),
    );
    expect(altered.json().error.code).toBe('two_factor_login_expired');
    testApp.advanceTime(TWO_FACTOR.pendingLoginMinutes * 60_000);
    const late = await codeStep(testApp, cookie, codeAt(testApp, admin.secret));
    expect(late.json().error.code).toBe('two_factor_login_expired');
  });

  it('voids a pending sign-in when the password changes', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const { cookie } = await passwordStep(testApp, admin);
    await replacePassword(
      testApp.deps.database.db,
      admin.id,
      'a brand new password 123',
      new Date(),
    );
    const late = await codeStep(testApp, cookie, codeAt(testApp, admin.secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('two_factor_login_expired');
  });

  it('voids a pending sign-in when two-factor is reset', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const { cookie } = await passwordStep(testApp, admin);
    await resetTwoFactor(testApp.deps.database.db, admin.id, new Date());
    const late = await codeStep(testApp, cookie, codeAt(testApp, admin.secret));
    expect(late.statusCode).toBe(401);
  });

  it('ends the other sessions when two-factor is turned on, keeping the one that did it', async () => {
    const user = await createUser(testApp.deps);
    const other = await loginAs(testApp.app, user);
    expect(await readsOrders(other)).toBe(200);
    const admin = await enrolTwoFactor(testApp, user);
    expect(await readsOrders(other)).toBe(401);
    expect(await readsOrders(admin.cookie)).toBe(200);
  });

  it('ends the other sessions when two-factor is turned off', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const { cookie } = await passwordStep(testApp, admin);
    const other = sessionCookieOf(await codeStep(testApp, cookie, codeAt(testApp, admin.secret)));
    expect(await readsOrders(other)).toBe(200);
    testApp.advanceTime(STEP_MS);
    const off = await disableStep(testApp, admin.cookie, codeAt(testApp, admin.secret));
    expect(off.statusCode).toBe(200);
    expect(await readsOrders(other)).toBe(401);
    expect(await readsOrders(admin.cookie)).toBe(200);
  });

  it('ends the other sessions when a recovery code signs in, keeping the new one', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const { cookie } = await passwordStep(testApp, admin);
    const recovered = await codeStep(testApp, cookie, admin.recoveryCodes[0]!);
    expect(recovered.statusCode).toBe(200);
    expect(await readsOrders(admin.cookie)).toBe(401);
    expect(await readsOrders(sessionCookieOf(recovered))).toBe(200);
  });

  it('ends every session on reset-password and reset-2fa', async () => {
    const user = await createUser(testApp.deps);
    const first = await loginAs(testApp.app, user);
    await replacePassword(
      testApp.deps.database.db,
      user.id,
      'another new password 123',
      new Date(),
    );
    expect(await readsOrders(first)).toBe(401);

    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    await resetTwoFactor(testApp.deps.database.db, admin.id, new Date());
    expect(await readsOrders(admin.cookie)).toBe(401);
  });
});
