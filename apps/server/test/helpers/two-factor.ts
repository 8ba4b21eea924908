import { PENDING_LOGIN_COOKIE_NAME, TWO_FACTOR } from '@toko/contracts';
import { currentTotp } from '../../src/modules/two-factor/totp';
import type { TestApp } from './test-app';
import { loginAs, type TestUser } from './users';

export const STEP_MS = TWO_FACTOR.periodSeconds * 1000;

/** What the authenticator app would show at the app's clock, `steps` periods later. */
export function codeAt(testApp: TestApp, secret: string, steps = 0): string {
  return currentTotp(secret, new Date(testApp.deps.now().getTime() + steps * STEP_MS));
}

/** Asks for a new secret (its otpauth URI and QR) from a signed-in session. */
export function setupStep(testApp: TestApp, sessionCookie: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/setup',
    headers: { cookie: sessionCookie },
    payload: {},
  });
}

export type EnrolledAdmin = TestUser & { secret: string; recoveryCodes: string[]; cookie: string };

/** Signs in, scans (reads the secret), confirms with a code; the app's clock then moves a step. */
export async function enrolTwoFactor(testApp: TestApp, user: TestUser): Promise<EnrolledAdmin> {
  const cookie = await loginAs(testApp.app, user);
  const setup = await setupStep(testApp, cookie);
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie },
    payload: { code: codeAt(testApp, secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.body}`);
  testApp.advanceTime(STEP_MS);
  return { ...user, secret, recoveryCodes: enable.json().recoveryCodes, cookie };
}

/** The password step: answers `{ twoFactorRequired: true }` and the pending-login cookie. */
export async function passwordStep(testApp: TestApp, user: TestUser, remoteAddress?: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    remoteAddress,
  });
  const pending = response.cookies.find((cookie) => cookie.name === PENDING_LOGIN_COOKIE_NAME);
  return { response, cookie: pending ? `${PENDING_LOGIN_COOKIE_NAME}=${pending.value}` : '' };
}

export function codeStep(testApp: TestApp, cookie: string, code: string, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    headers: { cookie },
    payload: { code },
    remoteAddress,
  });
}

/** Turns two-factor off from a signed-in session, with a code. */
export function disableStep(testApp: TestApp, sessionCookie: string, code: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/disable',
    headers: { cookie: sessionCookie },
    payload: { code },
  });
}
