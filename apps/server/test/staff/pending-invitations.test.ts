import {
  formatAdminDate,
  STAFF_INVITATION_HOURS,
  type PendingInvitation,
  type StaffRole,
} from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/lib/durations';
import { users } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';
import { createUser, loginAs, type TestUser } from '../helpers/users';
import type { staffClient } from './staff-client';
import {
  tokenOf,
  INVALID_INVITATION as INVALID,
  INVITED_PASSWORD as PASSWORD,
  ownerOfNewApp,
} from './staff-client';

describe('pending invitations on the Staf page, and "Batalkan undangan"', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let cookie: string;
  let client: ReturnType<typeof staffClient>;
  let counter = 0;

  beforeAll(async () => {
    ({ testApp, owner, cookie, client } = await ownerOfNewApp());
  });
  afterAll(() => testApp.close());

  const newEmail = () => `menunggu-${++counter}-${Date.now()}@contoh.co.id`;

  async function invite(email: string, role: StaffRole = 'sales') {
    const response = await client.invite(cookie, email, role);
    expect(response.statusCode).toBe(200);
    return tokenOf(response.json().invitationPath);
  }

  async function pending(): Promise<PendingInvitation[]> {
    const response = await client.list(cookie);
    expect(response.statusCode).toBe(200);
    return response.json().invitations;
  }

  const pendingOf = async (email: string) =>
    (await pending()).find((invitation) => invitation.email === email);

  it('lists an invitation not yet accepted: e-mail, role, expiry and who sent it, no token', async () => {
    const email = newEmail();
    const token = await invite(email, 'verifier');
    const invitation = await pendingOf(email);
    expect(invitation).toMatchObject({ email, role: 'verifier', invitedBy: owner.email });
    const left = new Date(invitation!.expiresAt).getTime() - testApp.deps.now().getTime();
    expect(left).toBeLessThanOrEqual(STAFF_INVITATION_HOURS * HOUR_MS);
    expect(left).toBeGreaterThan(STAFF_INVITATION_HOURS * HOUR_MS - 60_000);
    expect(formatAdminDate(invitation!.expiresAt)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await client.list(cookie)).body).not.toContain(token);
  });

  it('lists it no longer once accepted, replaced (only the newer) or expired', async () => {
    const accepted = newEmail();
    const acceptedToken = await invite(accepted);
    expect((await client.accept(acceptedToken, PASSWORD)).statusCode).toBe(200);
    expect(await pendingOf(accepted)).toBeUndefined();

    const replaced = newEmail();
    await invite(replaced, 'sales');
    await invite(replaced, 'viewer');
    const listed = (await pending()).filter((invitation) => invitation.email === replaced);
    expect(listed.map((invitation) => invitation.role)).toEqual(['viewer']);

    const expiring = newEmail();
    await invite(expiring);
    testApp.advanceTime(STAFF_INVITATION_HOURS * HOUR_MS + 1000);
    cookie = await loginAs(testApp.app, owner);
    expect(await pendingOf(expiring)).toBeUndefined();
  });

  it('revokes: the link then reads "Undangan tidak berlaku", creates nothing, and is audited', async () => {
    const email = newEmail();
    const token = await invite(email, 'sales');
    const { id } = (await pendingOf(email))!;
    const revoked = await client.revoke(cookie, id);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(await pendingOf(email)).toBeUndefined();

    for (const answer of [await client.view(token), await client.accept(token, PASSWORD)]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.message).toBe(INVALID);
    }
    const created = await testApp.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, email));
    expect(created).toHaveLength(0);

    const audits = (await client.audits('staff.invitation_revoke')).filter(
      (audit) => audit.entityId === id,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      adminUserId: owner.id,
      entityType: 'staff',
      details: { role: 'sales' },
    });

    // Gone: a second revoke finds nothing, and records nothing.
    const again = await client.revoke(cookie, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Undangan tidak ditemukan atau sudah tidak berlaku.');
    expect(
      (await client.audits('staff.invitation_revoke')).filter((audit) => audit.entityId === id),
    ).toHaveLength(1);
  });

  it('refuses to revoke an accepted invitation: 404, the account stays', async () => {
    const email = newEmail();
    const token = await invite(email);
    const { id } = (await pendingOf(email))!;
    expect((await client.accept(token, PASSWORD)).statusCode).toBe(200);
    expect((await client.revoke(cookie, id)).statusCode).toBe(404);
    expect(await loginAs(testApp.app, { email, password: PASSWORD })).toBeTruthy();
  });

  it('is the Pemilik’s only: 403 for other roles, 401 signed out, the invitation stays', async () => {
    const email = newEmail();
    await invite(email);
    const { id } = (await pendingOf(email))!;
    for (const role of ['verifier', 'sales', 'viewer'] as const) {
      const other = await loginAs(testApp.app, await createUser(testApp.deps, { role }));
      expect((await client.revoke(other, id)).statusCode, role).toBe(403);
      expect((await client.list(other)).statusCode, role).toBe(403);
    }
    expect((await client.revoke(undefined, id)).statusCode).toBe(401);
    expect(await pendingOf(email)).toBeDefined();
  });
});
