import {
  invitationPath,
  STAFF_INVITATION_HOURS,
  type StaffInviteResponse,
  type StaffRole,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { HOUR_MS } from '../../lib/durations';
import { recordAudit } from '../audit/record-audit';
import { findAccountByEmail } from '../auth/users-repository';
import { insertOutboxMessages } from '../notifications/outbox-repository';
import { newInvitationToken } from './invitation-token';
import { replaceInvitation } from './invitations-repository';

type Deps = Pick<AppDeps, 'database' | 'config' | 'now'>;

/**
 * A new invitation and its e-mail, in one transaction; an e-mail with an enabled account is
 * refused. The link (shown once to the Pemilik) is returned; only its token's hash is stored.
 */
export async function inviteStaff(
  { database, config, now: clock }: Deps,
  adminUserId: string,
  { email, role }: { email: string; role: StaffRole },
): Promise<StaffInviteResponse> {
  const now = clock();
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_HOURS * HOUR_MS);
  const { token, tokenHash } = newInvitationToken();
  const path = invitationPath(token);
  await database.db.transaction(async (tx) => {
    const existing = await findAccountByEmail(tx, email);
    if (existing && !existing.disabledAt) {
      throw new AppError('conflict', { message: t('admin.staff.invite.alreadyStaff') });
    }
    const invitation = await replaceInvitation(tx, {
      email,
      role,
      tokenHash,
      invitedBy: adminUserId,
      now,
      expiresAt,
    });
    await insertOutboxMessages(
      tx,
      [
        {
          kind: 'staff.invitation',
          channel: 'email',
          recipient: email,
          reference: email,
          payload: { invitationPath: path, role, expiresAt: expiresAt.toISOString() },
        },
      ],
      { now, retryForMs: config.notify.retry.giveUpAfterMs },
    );
    await recordAudit(tx, {
      adminUserId,
      action: 'staff.invite',
      entityId: invitation.id,
      details: { email, role },
      now,
    });
  });
  return { invitationPath: path, expiresAt: expiresAt.toISOString() };
}
