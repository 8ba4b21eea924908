import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE_NAME, type StaffRole } from '@toko/contracts';
import type { App } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { hashPassword } from '../../src/modules/auth/password';
import { insertUser, setStaffRole } from '../../src/modules/auth/users-repository';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export type TestUser = { id: string; email: string; password: string };

export type TestUserOverrides = {
  email?: string;
  password?: string;
  admin?: boolean;
  role?: StaffRole;
};

/**
 * A user straight in the database, with a unique email: staff (Pemilik unless `role` says
 * otherwise) unless `admin: false`.
 */
export async function createUser(
  deps: AppDeps,
  overrides: TestUserOverrides = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse battery staple';
  const user = await insertUser(deps.database.db, {
    email,
    passwordHash: await hashPassword(password),
    now: deps.now(),
  });
  if (!user) throw new Error(`test user ${email} already exists`);
  if (overrides.admin ?? true) await setStaffRole(deps.database.db, user.id, overrides.role);
  return { id: user.id, email, password };
}

/** Signs in through the API and returns the `cookie` header value for later requests. */
export async function loginAs(
  app: App,
  user: Pick<TestUser, 'email' | 'password'>,
  options: { remoteAddress?: string; cookie?: string } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: options.remoteAddress,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
  if (response.statusCode !== 200 || !session) {
    throw new Error(`login failed with ${response.statusCode}: ${response.body}`);
  }
  return `${SESSION_COOKIE_NAME}=${session.value}`;
}

/** A new test app and a staff member (Pemilik) in its database, not signed in. */
export async function testAppWithStaff(
  options?: TestAppOptions,
): Promise<{ testApp: TestApp; admin: TestUser }> {
  const testApp = await createTestApp(options);
  return { testApp, admin: await createUser(testApp.deps) };
}

/** A new test app with a staff member (Pemilik) signed in to it, and that session's cookie. */
export async function signedInTestApp(
  options?: TestAppOptions,
): Promise<{ testApp: TestApp; admin: TestUser; cookie: string }> {
  const { testApp, admin } = await testAppWithStaff(options);
  return { testApp, admin, cookie: await loginAs(testApp.app, admin) };
}

/** The user the session `cookie` belongs to, as GET /api/auth/session answers (`null` if none). */
export async function sessionUser(app: App, cookie: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie },
  });
  return response.json().user;
}
