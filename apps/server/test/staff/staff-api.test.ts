import { errorMessages, STAFF_INVITATION_HOURS, STAFF_ROLES } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/lib/durations';
import { staffInvitations, users } from '../../src/db/schema';
import { randomIp } from '../helpers/random-ip';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { enrolTwoFactor } from '../helpers/two-factor';
import { createUser, loginAs, type TestUser } from '../helpers/users';
import {
  sessionCookieOf,
  staffClient,
  tokenOf,
  INVALID_INVITATION as INVALID,
  INVITED_PASSWORD as PASSWORD,
  ownerOfNewApp,
} from './staff-client';

const LAST_OWNER = errorMessages.last_owner;

describe('the Staf page API', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let cookie: string;
  let client: ReturnType<typeof staffClient>;
  let counter = 0;

  beforeAll(async () => {
    ({ testApp, owner, cookie, client } = await ownerOfNewApp());
  });
  afterAll(() => testApp.close());

  const newEmail = () => `undangan-${++counter}-${Date.now()}@contoh.co.id`;
  const sessionOf = (sessionCookie: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { cookie: sessionCookie },
    });

  /** Invites `email` and returns the token the e-mail's link holds. */
  async function invite(email: string, role: (typeof STAFF_ROLES)[number] = 'sales') {
    const response = await client.invite(cookie, email, role);
    expect(response.statusCode).toBe(200);
    const [message] = (await client.invitationMessages(email)).slice(-1);
    const payload = message!.payload as { invitationPath: string };
    expect(payload.invitationPath).toBe(response.json().invitationPath);
    return tokenOf(payload.invitationPath);
  }

  it('lists every staff member with role, two-factor, last sign-in and status', async () => {
    const enrolled = await enrolTwoFactor(
      testApp,
      await createUser(testApp.deps, { role: 'verifier' }),
    );
    const response = await client.list(cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { email: string }[];
    expect(items.find((item) => item.email === owner.email)).toMatchObject({
      role: 'owner',
      twoFactorEnabled: false,
      disabled: false,
      lastSignInAt: expect.any(String),
    });
    expect(items.find((item) => item.email === enrolled.email)).toMatchObject({
      role: 'verifier',
      twoFactorEnabled: true,
    });
  });

  it('an invitation e-mails a link that lasts 72 hours, holds no password, and is audited', async () => {
    const email = newEmail();
    const response = await client.invite(cookie, email.toUpperCase(), 'sales');
    expect(response.statusCode).toBe(200);
    const { invitationPath, expiresAt } = response.json();
    expect(invitationPath).toMatch(/^\/admin\/undangan#[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - testApp.deps.now().getTime()).toBeGreaterThan(
      (STAFF_INVITATION_HOURS - 1) * HOUR_MS,
    );
    const messages = await client.invitationMessages(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.payload).toEqual({ invitationPath, role: 'sales', expiresAt });
    expect(JSON.stringify(messages[0]!.payload)).not.toMatch(/password|sandi/i);
    const [row] = await testApp.deps.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(row!.tokenHash).not.toContain(tokenOf(invitationPath));
    const audits = await client.audits('staff.invite');
    expect(audits.find((audit) => audit.entityId === row!.id)).toMatchObject({
      adminUserId: owner.id,
      details: { email, role: 'sales' },
    });
  });

  it('a good password signs the invited person in with the role; the link then is used up', async () => {
    const email = newEmail();
    const token = await invite(email, 'sales');
    expect((await client.view(token)).json()).toEqual({ email, role: 'sales' });

    const accepted = await client.accept(token, PASSWORD);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email, role: 'sales', isAdmin: true });
    const newCookie = sessionCookieOf(accepted)!;
    expect((await sessionOf(newCookie)).statusCode).toBe(200);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: newCookie },
    });
    expect(session.json().user).toMatchObject({ email, role: 'sales' });
    expect(await loginAs(testApp.app, { email, password: PASSWORD })).toBeTruthy();
    const audits = await client.audits('staff.invitation_accept');
    expect(audits.some((audit) => audit.adminUserId === accepted.json().user.id)).toBe(true);

    // Used: the same answer as a forged one, and nothing changes.
    const again = await client.accept(token, 'ein anderes langes Passwort');
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(INVALID);
    expect((await client.view(token)).json().error.message).toBe(INVALID);
    expect(await loginAs(testApp.app, { email, password: PASSWORD })).toBeTruthy();
  });

  it('an expired, forged or replaced link says "Undangan tidak berlaku" and creates no account', async () => {
    const expiredEmail = newEmail();
    const expired = await invite(expiredEmail);
    const replacedEmail = newEmail();
    const replaced = await invite(replacedEmail);
    const newer = await invite(replacedEmail, 'viewer');
    testApp.advanceTime(STAFF_INVITATION_HOURS * HOUR_MS + 1000);
    const forged = 'A'.repeat(43);
    for (const token of [expired, forged, 'not-even-a-token', replaced, newer]) {
      const ip = randomIp();
      const view = await client.view(token, ip);
      expect(view.statusCode, token).toBe(403);
      expect(view.json().error.message).toBe(INVALID);
      const accept = await client.accept(token, PASSWORD, ip);
      expect(accept.statusCode, token).toBe(403);
      expect(accept.json().error.message).toBe(INVALID);
      expect(sessionCookieOf(accept)).toBeUndefined();
    }
    const created = await testApp.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, expiredEmail));
    expect(created).toHaveLength(0);
    // Signed in again: the owner's session went idle while the clock moved.
    cookie = await loginAs(testApp.app, owner);
  });

  it('a replaced link ends while the newer one works', async () => {
    const email = newEmail();
    const older = await invite(email, 'sales');
    const newer = await invite(email, 'viewer');
    expect((await client.accept(older, PASSWORD)).json().error.message).toBe(INVALID);
    const accepted = await client.accept(newer, PASSWORD);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.role).toBe('viewer');
  });

  it('refuses an e-mail that already has an enabled account, and a short password', async () => {
    const taken = await createUser(testApp.deps, { role: 'viewer' });
    const refused = await client.invite(cookie, taken.email, 'sales');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Email ini sudah punya akun aktif.');
    expect(await client.invitationMessages(taken.email)).toHaveLength(0);

    const token = await invite(newEmail());
    const short = await client.accept(token, 'pendek');
    expect(short.statusCode).toBe(400);
    expect((await client.view(token)).statusCode).toBe(200);
  });

  it('a change of role ends every session of the person at once, and is audited', async () => {
    const member = await createUser(testApp.deps, { role: 'sales' });
    const memberCookie = await loginAs(testApp.app, member);
    expect((await sessionOf(memberCookie)).statusCode).toBe(200);
    const changed = await client.act(cookie, member.id, 'role', { role: 'verifier' });
    expect(changed.statusCode).toBe(204);
    expect((await sessionOf(memberCookie)).statusCode).toBe(401);
    const fresh = await loginAs(testApp.app, member);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: fresh },
    });
    expect(session.json().user.role).toBe('verifier');
    const audits = await client.audits('staff.role_change');
    expect(audits.find((audit) => audit.entityId === member.id)?.details).toEqual({
      changes: { role: { old: 'sales', new: 'verifier' } },
    });
  });

  it('disables (sessions end, no sign-in) and enables again, each audited', async () => {
    const member = await createUser(testApp.deps, { role: 'viewer' });
    const memberCookie = await loginAs(testApp.app, member);
    expect((await client.act(cookie, member.id, 'disable')).statusCode).toBe(204);
    expect((await sessionOf(memberCookie)).statusCode).toBe(401);
    await expect(loginAs(testApp.app, member)).rejects.toThrow(/401/);
    const listed = (await client.list(cookie))
      .json()
      .items.find((item: { id: string }) => item.id === member.id);
    expect(listed).toMatchObject({ disabled: true, role: 'viewer' });

    expect((await client.act(cookie, member.id, 'enable')).statusCode).toBe(204);
    expect(await loginAs(testApp.app, member)).toBeTruthy();
    for (const action of ['staff.disable', 'staff.enable']) {
      const audits = await client.audits(action);
      expect(
        audits.some((audit) => audit.entityId === member.id),
        action,
      ).toBe(true);
    }
  });

  it('ends all sessions of an account, audited', async () => {
    const member = await createUser(testApp.deps, { role: 'sales' });
    const first = await loginAs(testApp.app, member);
    const second = await loginAs(testApp.app, member);
    expect((await client.act(cookie, member.id, 'end-sessions')).statusCode).toBe(204);
    expect((await sessionOf(first)).statusCode).toBe(401);
    expect((await sessionOf(second)).statusCode).toBe(401);
    const audits = await client.audits('staff.sessions_end');
    expect(audits.some((audit) => audit.entityId === member.id)).toBe(true);
  });

  it('resets two-factor sign-in: the password alone signs in again, audited', async () => {
    const member = await enrolTwoFactor(testApp, await createUser(testApp.deps, { role: 'sales' }));
    expect((await client.act(cookie, member.id, 'reset-two-factor')).statusCode).toBe(204);
    expect((await sessionOf(member.cookie)).statusCode).toBe(401);
    expect(await loginAs(testApp.app, member)).toBeTruthy();
    const audits = await client.audits('staff.two_factor_reset');
    expect(audits.find((audit) => audit.entityId === member.id)?.details).toEqual({ wasOn: true });
  });

  it('never lets the last enabled Pemilik be demoted or disabled', async () => {
    const alone = await createTestApp();
    try {
      const only = await createUser(alone.deps, { role: 'owner' });
      const onlyCookie = await loginAs(alone.app, only);
      const aloneClient = staffClient(alone);
      for (const [action, payload] of [
        ['role', { role: 'sales' }],
        ['disable', undefined],
      ] as const) {
        const refused = await aloneClient.act(onlyCookie, only.id, action, payload);
        expect(refused.statusCode, action).toBe(409);
        expect(refused.json().error.message).toBe(LAST_OWNER);
      }
      expect((await aloneClient.list(onlyCookie)).json().items[0]).toMatchObject({
        role: 'owner',
        disabled: false,
      });
      // With a second Pemilik, the first may step down.
      const second = await createUser(alone.deps, { role: 'owner' });
      expect(
        (await aloneClient.act(onlyCookie, second.id, 'role', { role: 'viewer' })).statusCode,
      ).toBe(204);
      expect(
        (await aloneClient.act(onlyCookie, second.id, 'role', { role: 'owner' })).statusCode,
      ).toBe(204);
      expect(
        (await aloneClient.act(onlyCookie, only.id, 'role', { role: 'sales' })).statusCode,
      ).toBe(204);
    } finally {
      await alone.close();
    }
  });

  it('answers 403 to every staff route for a role without staff.manage, 401 without a session', async () => {
    const target = await createUser(testApp.deps, { role: 'viewer' });
    const calls = (who: string) => [
      client.list(who),
      client.invite(who, newEmail(), 'owner'),
      client.act(who, target.id, 'role', { role: 'owner' }),
      client.act(who, target.id, 'disable'),
      client.act(who, target.id, 'enable'),
      client.act(who, target.id, 'end-sessions'),
      client.act(who, target.id, 'reset-two-factor'),
    ];
    for (const role of STAFF_ROLES.filter((name) => name !== 'owner')) {
      const other = await loginAs(testApp.app, await createUser(testApp.deps, { role }));
      const statuses = (await Promise.all(calls(other))).map((response) => response.statusCode);
      expect(statuses, role).toEqual(statuses.map(() => 403));
    }
    for (const response of await Promise.all(calls(''))) {
      expect(response.statusCode).toBe(401);
    }
    const listed = (await client.list(cookie))
      .json()
      .items.find((item: { id: string }) => item.id === target.id);
    expect(listed).toMatchObject({ role: 'viewer', disabled: false });
  });

  it('rate limits the public invitation endpoints per client address', async () => {
    const ip = randomIp();
    const forged = 'B'.repeat(43);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await client.accept(forged, PASSWORD, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
