import { t } from '@toko/contracts/i18n/admin';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/record-audit';
import { deletePendingInvitation } from './invitations-repository';

/**
 * "Batalkan undangan": the invitation is gone, its link reads "Undangan tidak berlaku", and the
 * audit keeps who revoked which invitation of which role. One already accepted, expired or
 * revoked is a 404.
 */
export async function revokeInvitation(
  { database, now: clock }: Pick<AppDeps, 'database' | 'now'>,
  adminUserId: string,
  invitationId: string,
): Promise<void> {
  const now = clock();
  await database.db.transaction(async (tx) => {
    const revoked = await deletePendingInvitation(tx, invitationId, now);
    if (!revoked) {
      throw new AppError('not_found', { message: t('admin.staff.invitation.notFound') });
    }
    await recordAudit(tx, {
      adminUserId,
      action: 'staff.invitation_revoke',
      entityId: revoked.id,
      details: { role: revoked.role },
      now,
    });
  });
}
