import { SESSION_COOKIE_NAME, type StaffRole } from '@toko/contracts';
import { and, eq } from 'drizzle-orm';
import { adminAuditEvents, notificationOutbox } from '../../src/db/schema';
import { randomIp } from '../helpers/random-ip';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs, type TestUser } from '../helpers/users';

/** What an invitation link that is used up, expired, revoked or forged shows. */
export const INVALID_INVITATION = 'Undangan tidak berlaku';
/** A password the invitation accepts (the strength rule's long passphrase). */
export const INVITED_PASSWORD = 'kata sandi yang panjang';

/** A fresh app with a signed-in Pemilik and the Staf page's client; close `testApp` after. */
export async function ownerOfNewApp(): Promise<{
  testApp: TestApp;
  owner: TestUser;
  cookie: string;
  client: ReturnType<typeof staffClient>;
}> {
  const testApp = await createTestApp();
  const owner = await createUser(testApp.deps, { role: 'owner' });
  const cookie = await loginAs(testApp.app, owner);
  return { testApp, owner, cookie, client: staffClient(testApp) };
}

/**
 * The Staf page's API as a Pemilik's browser calls it. The public invitation calls come from a
 * client address of their own unless given, so the rate limit counts one test's calls only.
 */
export function staffClient(testApp: TestApp) {
  const { app } = testApp;
  const db = () => testApp.deps.database.db;
  return {
    list: (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie } }),
    invite: (cookie: string, email: string, role: StaffRole) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/staff/invitations',
        headers: { cookie },
        payload: { email, role },
      }),
    revoke: (cookie: string | undefined, invitationId: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/admin/staff/invitations/${invitationId}`,
        headers: cookie ? { cookie } : {},
      }),
    act: (cookie: string, id: string, action: string, payload?: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/staff/${id}/${action}`,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      }),
    view: (token: string, remoteAddress?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/staff-invitations/view',
        payload: { token },
        remoteAddress: remoteAddress ?? randomIp(),
      }),
    accept: (token: string, password: string, remoteAddress?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/staff-invitations/accept',
        payload: { token, password },
        remoteAddress: remoteAddress ?? randomIp(),
      }),
    /** The invitation e-mails waiting in the outbox for `email`, oldest first. */
    invitationMessages: (email: string) =>
      db()
        .select()
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.kind, 'staff.invitation'),
            eq(notificationOutbox.recipient, email),
          ),
        )
        .orderBy(notificationOutbox.createdAt),
    audits: (action: string) =>
      db().select().from(adminAuditEvents).where(eq(adminAuditEvents.action, action)),
  };
}

/** The token after `#` of an invitation link or path. */
export const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);

export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
  return cookie ? `${SESSION_COOKIE_NAME}=${cookie.value}` : undefined;
}
