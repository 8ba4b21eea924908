import type { Database } from '../../db/database';
import { recordAudit } from '../audit/record-audit';
import { endSessionsOfUser } from '../auth/sessions-repository';
import { deleteTwoFactor } from './two-factor-repository';

/**
 * `npm run admin -- reset-2fa` for a lost phone: secret and recovery codes gone, every session
 * ended, recorded as a system action. True when two-factor was on.
 */
export function resetTwoFactor(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const wasOn = await deleteTwoFactor(tx, userId);
    await endSessionsOfUser(tx, userId);
    await recordAudit(tx, {
      adminUserId: null,
      action: 'user.two_factor_reset',
      entityId: userId,
      details: { wasOn },
      now,
    });
    return wasOn;
  });
}
