import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCommand } from '../../src/cli/admin-arguments';
import { AdminCommandError, runAdminCommand } from '../../src/cli/admin-commands';
import { sessions, userRoles, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { staffEmails } from '../../src/modules/auth/users-repository';
import { createUser, loginAs, sessionUser } from '../helpers/users';

describe('npm run admin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    // A Pemilik who stays, so that disabling the others here is never refused as the last one.
    await createUser(testApp.deps);
  });
  afterAll(() => testApp.close());

  function run(command: Exclude<AdminCommand, { name: 'help' }>, configuredEmail?: string) {
    const context = { db: testApp.deps.database.db, now: testApp.deps.now(), configuredEmail };
    return runAdminCommand(context, command);
  }

  function printedPassword(output: string): string {
    const password = /password: (\S+)/.exec(output)?.[1];
    if (!password) throw new Error(`no password in:\n${output}`);
    return password;
  }

  async function loginStatus(email: string, password: string): Promise<number> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    return response.statusCode;
  }

  async function account(email: string) {
    const { db } = testApp.deps.database;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    const roles = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    const openSessions = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    return {
      disabled: user.disabledAt !== null,
      roles: roles.map((role) => role.role),
      sessions: openSessions.length,
    };
  }

  describe('add', () => {
    it('creates an admin whose printed password signs in', async () => {
      const output = await run({ name: 'add', email: 'new-admin@example.com' });

      expect(output).toContain('Admin new-admin@example.com created, as owner.');
      expect(output).toContain('This password is shown only once.');
      expect(await account('new-admin@example.com')).toEqual({
        disabled: false,
        roles: ['owner'],
        sessions: 0,
      });
      const password = printedPassword(output);
      expect(password).toMatch(/^[\w-]{24}$/);
      expect(await loginStatus('new-admin@example.com', password)).toBe(200);
    });

    it('makes an existing user an admin and keeps the password', async () => {
      const user = await createUser(testApp.deps, { admin: false });
      const output = await run({ name: 'add', email: user.email });

      expect(output).toContain('is an admin now, as owner; its password is unchanged');
      expect(output).not.toContain('password:');
      expect((await account(user.email)).roles).toEqual(['owner']);
      expect(await loginStatus(user.email, user.password)).toBe(200);
    });

    it('enables a disabled user again, with a new password', async () => {
      const user = await createUser(testApp.deps);
      await run({ name: 'disable', email: user.email });

      const output = await run({ name: 'add', email: user.email });
      expect(output).toContain('is enabled again, as an admin (owner), with a new password');
      expect(await account(user.email)).toEqual({ disabled: false, roles: ['owner'], sessions: 0 });
      expect(await loginStatus(user.email, user.password)).toBe(401);
      expect(await loginStatus(user.email, printedPassword(output))).toBe(200);
    });

    it('gives the role of --role, to a new and to an existing user', async () => {
      const output = await run({ name: 'add', email: 'clerk@example.com', role: 'sales' });
      expect(output).toContain('Admin clerk@example.com created, as sales.');
      expect((await account('clerk@example.com')).roles).toEqual(['sales']);

      const user = await createUser(testApp.deps, { role: 'viewer' });
      const cookie = await loginAs(testApp.app, user);
      await run({ name: 'add', email: user.email, role: 'verifier' });
      expect(await account(user.email)).toEqual({
        disabled: false,
        roles: ['verifier'],
        sessions: 0,
      });
      expect(await sessionUser(testApp.app, cookie)).toBeNull();
    });
  });

  describe('set-role', () => {
    it('changes the role and ends every session of the user', async () => {
      const user = await createUser(testApp.deps, { role: 'verifier' });
      const cookie = await loginAs(testApp.app, user);

      const output = await run({ name: 'set-role', email: user.email, role: 'viewer' });
      expect(output).toBe(`${user.email} is viewer now (was verifier); its sessions have ended.\n`);
      expect(await account(user.email)).toEqual({
        disabled: false,
        roles: ['viewer'],
        sessions: 0,
      });
      expect(await sessionUser(testApp.app, cookie)).toBeNull();
      expect((await sessionUser(testApp.app, await loginAs(testApp.app, user))).role).toBe(
        'viewer',
      );
    });

    it('leaves the sessions alone when the role is the same', async () => {
      const user = await createUser(testApp.deps, { role: 'sales' });
      await loginAs(testApp.app, user);
      expect(await run({ name: 'set-role', email: user.email, role: 'sales' })).toBe(
        `${user.email} is sales already; nothing changed.\n`,
      );
      expect((await account(user.email)).sessions).toBe(1);
    });

    it('refuses a disabled user: add enables it', async () => {
      const user = await createUser(testApp.deps, { role: 'viewer' });
      await run({ name: 'disable', email: user.email });
      await expect(run({ name: 'set-role', email: user.email, role: 'sales' })).rejects.toThrow(
        new AdminCommandError(
          `${user.email} is disabled. \`npm run admin -- add ${user.email} --role sales\` enables it again.`,
        ),
      );
    });
  });

  describe('disable', () => {
    it('ends sign-in, the admin role and every session', async () => {
      const user = await createUser(testApp.deps);
      const cookie = await loginAs(testApp.app, user);
      expect((await account(user.email)).sessions).toBe(1);

      const output = await run({ name: 'disable', email: user.email });
      expect(output).toContain(`${user.email} disabled`);
      expect(await account(user.email)).toEqual({ disabled: true, roles: [], sessions: 0 });
      expect(await sessionUser(testApp.app, cookie)).toBeNull();
      expect(await loginStatus(user.email, user.password)).toBe(401);

      expect(await run({ name: 'disable', email: user.email })).toBe(
        `${user.email} is already disabled.\n`,
      );
    });
  });

  describe('reset-password', () => {
    it('prints a new password once and ends the sessions opened with the old one', async () => {
      const user = await createUser(testApp.deps);
      const cookie = await loginAs(testApp.app, user);

      const output = await run({ name: 'reset-password', email: user.email });
      expect(output).toContain(`New password for ${user.email}; its sessions have ended.`);
      expect(await sessionUser(testApp.app, cookie)).toBeNull();
      expect(await loginStatus(user.email, user.password)).toBe(401);
      expect(await loginStatus(user.email, printedPassword(output))).toBe(200);
      expect(output).not.toContain('ADMIN_EMAIL');
    });

    it('warns that ADMIN_PASSWORD wins at the next start for ADMIN_EMAIL', async () => {
      const user = await createUser(testApp.deps);
      const output = await run({ name: 'reset-password', email: user.email }, user.email);
      expect(output).toContain('the next start sets its password back to ADMIN_PASSWORD');
    });

    it('refuses a disabled user: add enables it', async () => {
      const user = await createUser(testApp.deps);
      await run({ name: 'disable', email: user.email });
      await expect(run({ name: 'reset-password', email: user.email })).rejects.toThrow(
        new AdminCommandError(
          `${user.email} is disabled. \`npm run admin -- add ${user.email}\` enables it again with a new password.`,
        ),
      );
    });
  });

  it.each(['disable', 'reset-password'] as const)('%s refuses an unknown email', async (name) => {
    await expect(run({ name, email: 'nobody@example.com' })).rejects.toThrow(
      new AdminCommandError(
        'No user has the email nobody@example.com. `npm run admin -- list` shows every user.',
      ),
    );
  });

  describe('on a database of its own', () => {
    let solo: TestApp;
    let context: { db: TestApp['deps']['database']['db']; now: Date };
    beforeAll(async () => {
      solo = await createTestApp();
      context = { db: solo.deps.database.db, now: solo.deps.now() };
    });
    afterAll(() => solo.close());

    it('list shows every user: email, role, disabled, created', async () => {
      expect(await runAdminCommand(context, { name: 'list' })).toBe('No users yet.\n');

      const admin = await createUser(solo.deps, { email: 'boss@example.com' });
      await createUser(solo.deps, { email: 'clerk@example.com', admin: false });
      const lines = (await runAdminCommand(context, { name: 'list' })).trimEnd().split('\n');
      expect(lines[0]).toMatch(/^EMAIL +ROLE +DISABLED +CREATED$/);
      expect(lines[1]).toMatch(/^boss@example\.com +owner +no +\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
      expect(lines[2]).toMatch(/^clerk@example\.com +- +no +\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);

      await createUser(solo.deps, { email: 'deputy@example.com' });
      await runAdminCommand(context, { name: 'disable', email: admin.email });
      const [, boss] = (await runAdminCommand(context, { name: 'list' })).split('\n');
      expect(boss).toMatch(/^boss@example\.com +- +\d{4}-\d\d-\d\d \d\d:\d\d UTC +\d{4}/);
    });

    it('refuses to disable the last enabled owner, or to give it another role', async () => {
      const last = await createUser(solo.deps, { email: 'last@example.com' });
      for (const email of await staffEmails(context.db, ['owner'])) {
        if (email !== last.email) await runAdminCommand(context, { name: 'disable', email });
      }
      const refusal = new AdminCommandError(
        'last@example.com is the last enabled owner and stays one: first make another user owner (`npm run admin -- add EMAIL` or `set-role EMAIL owner`).',
      );
      await expect(
        runAdminCommand(context, { name: 'disable', email: last.email }),
      ).rejects.toThrow(refusal);
      for (const name of ['set-role', 'add'] as const) {
        await expect(
          runAdminCommand(context, { name, email: last.email, role: 'viewer' }),
        ).rejects.toThrow(refusal);
      }
      expect(await staffEmails(context.db, ['owner'])).toEqual([last.email]);

      await runAdminCommand(context, { name: 'add', email: 'next@example.com' });
      expect(await runAdminCommand(context, { name: 'disable', email: last.email })).toContain(
        'last@example.com disabled',
      );
    });
  });
});
