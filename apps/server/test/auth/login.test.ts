import { errorMessages, SESSION_COOKIE_NAME } from '@toko/contracts';
import { messages } from '@toko/contracts/i18n/admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as passwordModule from '../../src/modules/auth/password';
import { verifyAgainstDummy } from '../../src/modules/auth/password';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

vi.mock('../../src/modules/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof passwordModule>();
  return { ...actual, verifyAgainstDummy: vi.fn(actual.verifyAgainstDummy) };
});

function login(
  testApp: TestApp,
  payload: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
}

describe('POST /api/auth/login', () => {
  let testApp: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createUser(testApp.deps, { email: 'admin@example.com' });
  });
  afterAll(() => testApp.close());

  it('returns the user and sets a strict, httpOnly session cookie', async () => {
    const response = await login(testApp, { email: admin.email, password: admin.password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: admin.id,
        email: 'admin@example.com',
        isAdmin: true,
        role: 'owner',
        twoFactorEnabled: false,
      },
    });
    const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.maxAge).toBe(12 * 60 * 60);
  });

  it('trims the email and ignores its case', async () => {
    const response = await login(testApp, {
      email: '  ADMIN@Example.com ',
      password: admin.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const response = await login(testApp, { email: admin.email, password: admin.password });
    const token = response.cookies.find((entry) => entry.name === SESSION_COOKIE_NAME)?.value;
    const rows = await testApp.deps.database.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.id)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('refuses a wrong password with the Indonesian message and no cookie', async () => {
    const response = await login(testApp, { email: admin.email, password: 'wrong password' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'invalid_credentials', message: errorMessages.invalid_credentials },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await login(testApp, { email: 'nobody@example.com', password: 'whatever' });
    const wrong = await login(testApp, { email: admin.email, password: 'whatever' });

    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('spends a password check on an unknown email, as on a wrong password', async () => {
    // Without the dummy hash an unknown email would skip argon2, and its faster answer would
    // tell which accounts exist.
    vi.mocked(verifyAgainstDummy).mockClear();
    await login(testApp, { email: 'ghost@example.com', password: 'not the password' });
    expect(verifyAgainstDummy).toHaveBeenCalledExactlyOnceWith('not the password');

    vi.mocked(verifyAgainstDummy).mockClear();
    await login(testApp, { email: admin.email, password: 'not the password' });
    expect(verifyAgainstDummy).not.toHaveBeenCalled();
  });

  it('requires both fields, with the catalogue messages', async () => {
    const response = await login(testApp, { email: ' ', password: '' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        email: messages['auth.login.emailRequired'],
        password: messages['auth.login.passwordRequired'],
      },
    });
  });

  it('signs in a user without the admin role as a non-admin', async () => {
    const staff = await createUser(testApp.deps, { admin: false });
    const response = await login(testApp, { email: staff.email, password: staff.password });

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual({
      id: staff.id,
      email: staff.email,
      isAdmin: false,
      role: null,
      twoFactorEnabled: false,
    });
  });
});

describe('POST /api/auth/login behind an HTTPS proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { trustProxy: 1 } });
  });
  afterAll(() => testApp.close());

  it('marks the cookie Secure when the proxy says https', async () => {
    const admin = await createUser(testApp.deps);
    const response = await login(
      testApp,
      { email: admin.email, password: admin.password },
      { 'x-forwarded-proto': 'https' },
    );

    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
  });
});
