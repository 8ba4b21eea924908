import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userRoles, users } from '../../src/db/schema';
import { ensureAdmin, GENERATED_ADMIN_EMAIL } from '../../src/modules/auth/ensure-admin';
import { setDisabledAt } from '../../src/modules/auth/users-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs, sessionUser } from '../helpers/users';

/** Captures structured log calls so a test can prove no secret reached them. */
function recordingLogger() {
  const calls: unknown[][] = [];
  const record = (...args: unknown[]) => {
    calls.push(args);
  };
  const logger = {
    level: 'info',
    info: record,
    warn: record,
    error: record,
    debug: record,
    trace: record,
    fatal: record,
    silent: record,
    child: () => logger,
  };
  return { logger: logger as unknown as FastifyBaseLogger, calls };
}

function login(testApp: TestApp, email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
}

async function usersWithRoles(testApp: TestApp) {
  const { db } = testApp.deps.database;
  const all = await db.select({ id: users.id, email: users.email }).from(users);
  const roles = await db.select().from(userRoles);
  return all.map((user) => ({
    email: user.email,
    roles: roles.filter((role) => role.userId === user.id).map((role) => role.role),
  }));
}

describe('ensureAdmin with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const admin = { email: 'owner@example.com', password: 'first-password-123' };

  it('creates the admin once and is idempotent', async () => {
    testApp = await createTestApp({ config: { admin } });
    const { logger, calls } = recordingLogger();

    await ensureAdmin(testApp.deps, logger);
    const [created] = await testApp.deps.database.db.select().from(users);
    await ensureAdmin(testApp.deps, logger);

    expect(await usersWithRoles(testApp)).toEqual([{ email: admin.email, roles: ['owner'] }]);
    const [after] = await testApp.deps.database.db.select().from(users);
    expect(after?.passwordHash).toBe(created?.passwordHash);
    expect(after?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(testApp, admin.email, admin.password)).statusCode).toBe(200);
    expect(JSON.stringify(calls)).not.toContain(admin.password);
  });

  it('applies a changed ADMIN_PASSWORD and ends the old sessions', async () => {
    testApp = await createTestApp({ config: { admin } });
    await ensureAdmin(testApp.deps, testApp.app.log);
    const oldCookie = await loginAs(testApp.app, admin);

    const rotated = { ...admin, password: 'second-password-456' };
    testApp.deps.config.admin = rotated;
    const { logger, calls } = recordingLogger();
    await ensureAdmin(testApp.deps, logger);

    expect((await login(testApp, admin.email, admin.password)).statusCode).toBe(401);
    expect((await login(testApp, admin.email, rotated.password)).statusCode).toBe(200);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: oldCookie },
    });
    expect(session.json()).toEqual({ user: null, twoFactorSetupRequired: false });
    expect(JSON.stringify(calls)).not.toContain(rotated.password);
  });

  it('gives an existing user with that email the admin role', async () => {
    testApp = await createTestApp({ config: { admin } });
    await createUser(testApp.deps, { ...admin, admin: false });
    await ensureAdmin(testApp.deps, testApp.app.log);

    expect(await usersWithRoles(testApp)).toEqual([{ email: admin.email, roles: ['owner'] }]);
  });

  it('creates no generated admin', async () => {
    testApp = await createTestApp({ config: { admin } });
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await ensureAdmin(testApp.deps, testApp.app.log);
    write.mockRestore();

    expect(write).not.toHaveBeenCalled();
    expect((await usersWithRoles(testApp)).map((user) => user.email)).toEqual([admin.email]);
  });
});

describe('ensureAdmin without configured credentials', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function runCapturingStdout(logger: FastifyBaseLogger): Promise<string> {
    const chunks: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      chunks.push(String(chunk));
      return true;
    });
    try {
      await ensureAdmin(testApp.deps, logger);
    } finally {
      write.mockRestore();
    }
    return chunks.join('');
  }

  it('creates admin@localhost with a random password printed once', async () => {
    testApp = await createTestApp();
    const { logger, calls } = recordingLogger();

    const banner = await runCapturingStdout(logger);
    const password = /password: (\S+)/.exec(banner)?.[1];
    expect(banner).toContain(GENERATED_ADMIN_EMAIL);
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(JSON.stringify(calls)).not.toContain(password);

    expect(await usersWithRoles(testApp)).toEqual([
      { email: GENERATED_ADMIN_EMAIL, roles: ['owner'] },
    ]);
    expect((await login(testApp, GENERATED_ADMIN_EMAIL, password ?? '')).statusCode).toBe(200);

    expect(await runCapturingStdout(logger)).toBe('');
    expect(await usersWithRoles(testApp)).toHaveLength(1);
  });

  it('does nothing when an admin already exists', async () => {
    testApp = await createTestApp();
    const existing = await createUser(testApp.deps);

    expect(await runCapturingStdout(testApp.app.log)).toBe('');
    expect((await usersWithRoles(testApp)).map((user) => user.email)).toEqual([existing.email]);
  });
});

describe('ensureAdmin and other admins', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const configured = { email: 'owner@example.com', password: 'first-password-123' };

  async function startWithGeneratedAdmin() {
    testApp = await createTestApp();
    const chunks: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      chunks.push(String(chunk));
      return true;
    });
    try {
      await ensureAdmin(testApp.deps, testApp.app.log);
    } finally {
      write.mockRestore();
    }
    const password = /password: (\S+)/.exec(chunks.join(''))?.[1] ?? '';
    const cookie = await loginAs(testApp.app, { email: GENERATED_ADMIN_EMAIL, password });
    return { password, cookie };
  }

  it('disables admin@localhost once ADMIN_EMAIL names another admin, and says so', async () => {
    const generated = await startWithGeneratedAdmin();
    testApp.deps.config.admin = configured;
    const { logger, calls } = recordingLogger();
    await ensureAdmin(testApp.deps, logger);

    expect(calls).toContainEqual([
      `${GENERATED_ADMIN_EMAIL} disabled because 1 other admin(s) exist`,
    ]);
    expect(await usersWithRoles(testApp)).toEqual(
      expect.arrayContaining([
        { email: GENERATED_ADMIN_EMAIL, roles: [] },
        { email: configured.email, roles: ['owner'] },
      ]),
    );
    expect((await login(testApp, GENERATED_ADMIN_EMAIL, generated.password)).statusCode).toBe(401);
    expect(await sessionUser(testApp.app, generated.cookie)).toBeNull();
    expect((await login(testApp, configured.email, configured.password)).statusCode).toBe(200);
  });

  it('disables admin@localhost once an admin was added by the command', async () => {
    const generated = await startWithGeneratedAdmin();
    await createUser(testApp.deps);
    await createUser(testApp.deps);
    const { logger, calls } = recordingLogger();
    await ensureAdmin(testApp.deps, logger);

    expect(calls).toContainEqual([
      `${GENERATED_ADMIN_EMAIL} disabled because 2 other admin(s) exist`,
    ]);
    expect((await login(testApp, GENERATED_ADMIN_EMAIL, generated.password)).statusCode).toBe(401);

    const again = recordingLogger();
    await ensureAdmin(testApp.deps, again.logger);
    expect(again.calls).toEqual([]);
  });

  it('leaves a disabled ADMIN_EMAIL disabled, with a warning', async () => {
    testApp = await createTestApp({ config: { admin: configured } });
    const user = await createUser(testApp.deps, { ...configured, admin: false });
    await setDisabledAt(testApp.deps.database.db, user.id, testApp.deps.now(), testApp.deps.now());
    const { logger, calls } = recordingLogger();
    await ensureAdmin(testApp.deps, logger);

    expect(calls).toContainEqual([
      { email: configured.email },
      'ADMIN_EMAIL names a disabled user: left disabled (`npm run admin -- add EMAIL` enables it)',
    ]);
    expect(await usersWithRoles(testApp)).toEqual([{ email: configured.email, roles: [] }]);
    expect((await login(testApp, configured.email, configured.password)).statusCode).toBe(401);
  });

  it('names the admins besides ADMIN_EMAIL in one line', async () => {
    testApp = await createTestApp({ config: { admin: configured } });
    await createUser(testApp.deps, { email: 'zoe@example.com' });
    await createUser(testApp.deps, { email: 'adi@example.com' });
    await createUser(testApp.deps, { email: 'clerk@example.com', admin: false });
    const { logger, calls } = recordingLogger();
    await ensureAdmin(testApp.deps, logger);

    expect(calls).toContainEqual([
      { admins: ['adi@example.com', 'zoe@example.com'] },
      'admins besides ADMIN_EMAIL keep their role until `npm run admin -- disable EMAIL`',
    ]);
  });
});
