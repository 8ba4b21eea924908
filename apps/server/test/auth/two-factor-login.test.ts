import { LOGIN_THROTTLE, SESSION_COOKIE_NAME, TWO_FACTOR } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents, userTwoFactor } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  codeAt,
  codeStep,
  enrolTwoFactor,
  passwordStep,
  setupStep,
  STEP_MS,
} from '../helpers/two-factor';
import { createUser, loginAs } from '../helpers/users';

describe('two-factor sign-in', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function auditActions(userId: string) {
    const rows = await testApp.deps.database.db
      .select({ action: adminAuditEvents.action, details: adminAuditEvents.details })
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.entityId, userId));
    return rows.map((row) => row.action);
  }

  it('enrols: a QR of the otpauth URI, the secret stored encrypted, ten recovery codes once', async () => {
    const user = await createUser(testApp.deps);
    const admin = await enrolTwoFactor(testApp, user);
    expect(admin.recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    expect(new Set(admin.recoveryCodes).size).toBe(TWO_FACTOR.recoveryCodeCount);
    for (const code of admin.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const [row] = await testApp.deps.database.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, user.id));
    expect(row?.enabledAt).not.toBeNull();
    expect(row?.secretCiphertext).not.toContain(admin.secret);
    expect(await auditActions(user.id)).toContain('user.two_factor_enable');

    const status = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/two-factor',
      headers: { cookie: admin.cookie },
    });
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
  });

  it('shows the otpauth URI with issuer Toko EDC and the e-mail, and its QR as a PNG', async () => {
    const user = await createUser(testApp.deps);
    const cookie = await loginAs(testApp.app, user);
    const setup = await setupStep(testApp, cookie);
    const body = setup.json();
    const uri = new URL(body.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Toko EDC:${user.email}`);
    expect(uri.searchParams.get('issuer')).toBe('Toko EDC');
    expect(uri.searchParams.get('secret')).toBe(body.secret);
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('asks for a code after the password and opens a session only with a right one', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const { response, cookie } = await passwordStep(testApp, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true });
    expect(response.cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE_NAME);
    const pending = response.cookies.find((c) => c.name !== SESSION_COOKIE_NAME);
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 300 });

    const wrong = await codeStep(testApp, cookie, codeAt(testApp, admin.secret, 5));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_two_factor_code');

    const right = await codeStep(testApp, cookie, codeAt(testApp, admin.secret));
    expect(right.statusCode).toBe(200);
    expect(right.json().user).toMatchObject({
      id: admin.id,
      isAdmin: true,
      twoFactorEnabled: true,
    });
    const session = right.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(session?.value).toBeTruthy();
  });

  it('refuses a code of a time step already used (no replay)', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const code = codeAt(testApp, admin.secret);
    const first = await passwordStep(testApp, admin);
    expect((await codeStep(testApp, first.cookie, code)).statusCode).toBe(200);

    const second = await passwordStep(testApp, admin);
    const replay = await codeStep(testApp, second.cookie, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_two_factor_code');
    // Nor an earlier step's code, still inside the drift window.
    const earlier = await codeStep(testApp, second.cookie, codeAt(testApp, admin.secret, -1));
    expect(earlier.statusCode).toBe(401);

    testApp.advanceTime(STEP_MS);
    expect((await codeStep(testApp, second.cookie, codeAt(testApp, admin.secret))).statusCode).toBe(
      200,
    );
  });

  it('takes a recovery code once, and records its use', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const [recovery] = admin.recoveryCodes;
    if (!recovery) throw new Error('no recovery code');
    const first = await passwordStep(testApp, admin);
    const used = await codeStep(testApp, first.cookie, recovery.toUpperCase().replace('-', ' '));
    expect(used.statusCode).toBe(200);
    expect(await auditActions(admin.id)).toContain('user.two_factor_recovery_code_use');

    const second = await passwordStep(testApp, admin);
    const again = await codeStep(testApp, second.cookie, recovery);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('invalid_two_factor_code');
  });

  it('throttles wrong codes like passwords: 429 with Retry-After, even for the right code', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const ip = '10.42.0.1';
    const { cookie } = await passwordStep(testApp, admin, ip);
    const { maxFailures, blockMinutes } = LOGIN_THROTTLE.perAccountAndIp;
    for (let attempt = 0; attempt < maxFailures; attempt += 1) {
      const wrong = await codeStep(testApp, cookie, `00000${attempt}`, ip);
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await codeStep(testApp, cookie, codeAt(testApp, admin.secret), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_login_attempts');
    expect(blocked.headers['retry-after']).toBe(String(blockMinutes * 60));
    // A right password does not wipe the count of wrong codes.
    const again = await passwordStep(testApp, admin, ip);
    const stillBlocked = await codeStep(testApp, again.cookie, codeAt(testApp, admin.secret), ip);
    expect(stillBlocked.statusCode).toBe(429);
  });

  it('lets the pending sign-in expire after five minutes', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const { cookie } = await passwordStep(testApp, admin);
    testApp.advanceTime(TWO_FACTOR.pendingLoginMinutes * 60_000);
    const late = await codeStep(testApp, cookie, codeAt(testApp, admin.secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('two_factor_login_expired');
    expect(late.cookies.find((c) => c.name === SESSION_COOKIE_NAME)).toBeUndefined();
  });

  it('refuses a code step without a pending sign-in, or with an altered one', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const none = await codeStep(testApp, '', codeAt(testApp, admin.secret));
    expect(none.json().error.code).toBe('two_factor_login_expired');
    const { cookie } = await passwordStep(testApp, admin);
    const altered = `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`;
    expect((await codeStep(testApp, altered, codeAt(testApp, admin.secret))).statusCode).toBe(401);
  });

  it('turns off with a current code and then signs in with the password alone', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      headers: { cookie: admin.cookie },
      payload: { code: codeAt(testApp, admin.secret, 7) },
    });
    expect(wrong.statusCode).toBe(401);
    const off = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      headers: { cookie: admin.cookie },
      payload: { code: codeAt(testApp, admin.secret) },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(await auditActions(admin.id)).toContain('user.two_factor_disable');
    const { response } = await passwordStep(testApp, admin);
    expect(response.json().user).toMatchObject({ id: admin.id, twoFactorEnabled: false });
  });

  it('refuses a second enrolment while two-factor is on', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const setup = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(setup.statusCode).toBe(409);
    expect(setup.json().error.code).toBe('two_factor_already_enabled');
  });
});
