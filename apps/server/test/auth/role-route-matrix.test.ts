import {
  DOCUMENT_FIELDS,
  errorMessages,
  roleMay,
  SESSION_COOKIE_NAME,
  STAFF_ROLES,
  type StaffRole,
} from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/modules/auth/route-access';
import { createSession } from '../../src/modules/auth/session-service';
import { knownRoutes, type KnownRoute } from '../helpers/known-routes';
import { randomIp } from '../helpers/random-ip';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

type Caller = StaffRole | 'signedOut';
const CALLERS: readonly Caller[] = ['signedOut', ...STAFF_ROLES];

/** A well-formed id of nothing: the request passes validation and finds no row. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The route's URL with each parameter filled plausibly. */
function requestUrl(url: string): string {
  return url
    .replace(':field', DOCUMENT_FIELDS[0] ?? 'x')
    .replace(/:\w+/g, UNKNOWN_ID)
    .replace(/\*$/, 'x');
}

/** A HEAD answer has no body: its status alone is compared. */
type Answer = { status: number; code?: string; message?: string; bodiless: boolean };

type Expected =
  | { kind: 'asVisitor'; status: number }
  | { kind: 'unauthenticated' }
  | { kind: 'admitted' }
  | { kind: 'refused' };

/** What a caller must get from a route of this access, given the signed-out visitor's answer. */
function expectedOf(access: RouteAccess, caller: Caller, signedOut: Answer): Expected {
  if (access === 'public') return { kind: 'asVisitor', status: signedOut.status };
  if (caller === 'signedOut') return { kind: 'unauthenticated' };
  if (access === 'signedIn') return { kind: 'admitted' };
  const anyOf = typeof access === 'string' ? [access] : access;
  return anyOf.some((permission) => roleMay(caller, permission))
    ? { kind: 'admitted' }
    : { kind: 'refused' };
}

function meets(expected: Expected, answer: Answer): boolean {
  switch (expected.kind) {
    case 'asVisitor':
      // A public route may refuse (a bad signature, a wrong password), but alike for everyone.
      return answer.status === expected.status;
    case 'unauthenticated':
      return answer.status === 401 && (answer.bodiless || answer.code === 'unauthenticated');
    case 'admitted':
      return answer.status !== 401 && answer.status !== 403;
    case 'refused':
      return (
        answer.status === 403 &&
        (answer.bodiless ||
          (answer.code === 'not_authorized' && answer.message === errorMessages.not_authorized))
      );
  }
}

/**
 * Every route the app registers × the signed-out visitor and each staff role (at this writing
 * 89 routes, HEAD included, × 5 callers = 445 requests): each gets what the route's declared access says. A
 * route without a declaration fails, so a new route cannot be forgotten.
 */
describe('role × route matrix', () => {
  let testApp: TestApp;
  const userIds = new Map<StaffRole, string>();
  beforeAll(async () => {
    testApp = await createTestApp();
    for (const role of STAFF_ROLES) {
      userIds.set(role, (await createUser(testApp.deps, { role })).id);
    }
  });
  afterAll(() => testApp.close());

  /** A fresh session per request: sign-out routes end the one they are sent with. */
  async function cookieOf(caller: Caller): Promise<string | undefined> {
    const userId = caller === 'signedOut' ? undefined : userIds.get(caller);
    if (!userId) return undefined;
    const keys = { db: testApp.deps.database.db, secret: testApp.deps.secrets.sessionSecret };
    return `${SESSION_COOKIE_NAME}=${await createSession(keys, userId, testApp.deps.now())}`;
  }

  async function send(route: KnownRoute, caller: Caller): Promise<Answer> {
    const cookie = await cookieOf(caller);
    const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const response = await testApp.app.inject({
      method: route.method as 'GET',
      url: requestUrl(route.url),
      headers: cookie ? { cookie } : {},
      // Each request from its own address: no rate limit counts the matrix's requests.
      remoteAddress: randomIp(),
      ...(withBody ? { payload: {} } : {}),
    });
    const body = (() => {
      try {
        return response.json<{ error?: { code?: string; message?: string } }>();
      } catch {
        return {};
      }
    })();
    return {
      status: response.statusCode,
      code: body.error?.code,
      message: body.error?.message,
      bodiless: route.method === 'HEAD',
    };
  }

  it('answers every route for every caller as the route declares', async () => {
    const routes = knownRoutes(testApp.app);
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const access = testApp.app.routeAccess(route.method, route.url);
      if (access === undefined) {
        failures.push(`${name}: declares no access (config: { access })`);
        continue;
      }
      const signedOut = await send(route, 'signedOut');
      const answers = await Promise.all(
        CALLERS.map((caller) => (caller === 'signedOut' ? signedOut : send(route, caller))),
      );
      for (const [index, caller] of CALLERS.entries()) {
        const answer = answers[index]!;
        const expected = expectedOf(access, caller, signedOut);
        if (!meets(expected, answer)) {
          const got = `${answer.status} ${answer.code ?? ''}`.trim();
          failures.push(`${name} as ${caller}: got ${got}, expected ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Hundreds of requests: a loaded machine needs more than the default 30 s.
  }, 180_000);

  it('refuses every admin route to a signed-in user without a staff role', async () => {
    const { id } = await createUser(testApp.deps, { admin: false });
    const keys = { db: testApp.deps.database.db, secret: testApp.deps.secrets.sessionSecret };
    const cookie = `${SESSION_COOKIE_NAME}=${await createSession(keys, id, testApp.deps.now())}`;
    const adminRoutes = knownRoutes(testApp.app).filter((route) =>
      route.url.startsWith('/api/admin/'),
    );
    const statuses = new Set<number>();
    for (const route of adminRoutes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: requestUrl(route.url),
        headers: { cookie },
      });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([403]);
  });
});
