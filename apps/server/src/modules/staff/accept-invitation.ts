import { invitationTokenSchema, type InvitationView } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/record-audit';
import { hashPassword } from '../auth/password';
import { endSessionsOfUser } from '../auth/sessions-repository';
import {
  findAccountByEmail,
  insertUser,
  setDisabledAt,
  setStaffRole,
  updatePasswordHash,
} from '../auth/users-repository';
import { invitationTokenHash } from './invitation-token';
import { findUsableInvitation, takeInvitation } from './invitations-repository';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/**
 * A used, expired, replaced, forged or malformed link: one answer for each, and nothing
 * changes, so the page learns nothing about which it was.
 */
export const invalidInvitation = () =>
  new AppError('link_expired', { message: t('invitation.invalid') });

const hashOf = (token: string) =>
  invitationTokenSchema.safeParse(token).success ? invitationTokenHash(token) : undefined;

/** The e-mail and role a usable link invites, for the page to show. */
export async function invitationView(
  { database, now }: Deps,
  token: string,
): Promise<InvitationView> {
  const tokenHash = hashOf(token);
  const invitation = tokenHash ? await findUsableInvitation(database.db, tokenHash, now()) : null;
  if (!invitation) throw invalidInvitation();
  return { email: invitation.email, role: invitation.role };
}

/**
 * Uses the link up and makes the account: new, or a disabled one enabled again with the new
 * password. Returns the user to sign in. An e-mail that got an enabled account meanwhile
 * leaves the link unused.
 */
export async function acceptInvitation(
  { database, now: clock }: Deps,
  { token, password }: { token: string; password: string },
): Promise<{ userId: string }> {
  const tokenHash = hashOf(token);
  // A look first, so an unusable link costs no password hashing.
  if (!tokenHash || !(await findUsableInvitation(database.db, tokenHash, clock()))) {
    throw invalidInvitation();
  }
  const passwordHash = await hashPassword(password);
  const now = clock();
  return database.db.transaction(async (tx) => {
    const invitation = await takeInvitation(tx, tokenHash, now);
    if (!invitation) throw invalidInvitation();
    const existing = await findAccountByEmail(tx, invitation.email);
    if (existing && !existing.disabledAt) throw invalidInvitation();
    let userId: string;
    if (existing) {
      userId = existing.id;
      await updatePasswordHash(tx, userId, passwordHash, now);
      await setDisabledAt(tx, userId, null, now);
      await endSessionsOfUser(tx, userId);
    } else {
      const created = await insertUser(tx, { email: invitation.email, passwordHash, now });
      if (!created) throw invalidInvitation();
      userId = created.id;
    }
    await setStaffRole(tx, userId, invitation.role);
    await recordAudit(tx, {
      adminUserId: userId,
      action: 'staff.invitation_accept',
      entityId: userId,
      details: { invitationId: invitation.id, role: invitation.role },
      now,
    });
    return { userId };
  });
}
