import type { StaffRole } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../lib/transaction';
import { recordAudit, type AuditAction } from '../audit/record-audit';
import { endSessionsOfUser } from '../auth/sessions-repository';
import { setDisabledAt, setStaffRole } from '../auth/users-repository';
import { deleteTwoFactor } from '../two-factor/two-factor-repository';
import { assertOwnerRemains } from '../auth/owner-remains';
import { lockStaffAccount, type StaffAccount } from './staff-repository';

/** The role an account the command line disabled (it took the role away) gets back. */
const ROLE_WHEN_NONE_LEFT: StaffRole = 'viewer';

type Actor = { db: Database; adminUserId: string; now: Date };

/** Locks the account, runs `change` and records `action` in one transaction. */
function act(
  { db, adminUserId, now }: Actor,
  userId: string,
  action: AuditAction,
  change: (tx: Transaction, account: StaffAccount) => Promise<Record<string, unknown> | void>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const account = await lockStaffAccount(tx, userId);
    if (!account || (account.role === null && !account.disabled)) {
      throw new AppError('not_found', { message: t('admin.staff.notFound') });
    }
    const details = (await change(tx, account)) ?? undefined;
    await recordAudit(tx, { adminUserId, action, entityId: userId, details, now });
  });
}

/** The new role applies at once: every session of the person ends. */
export function changeStaffRoleFromStaffPage(actor: Actor, userId: string, role: StaffRole) {
  return act(actor, userId, 'staff.role_change', async (tx, account) => {
    await assertOwnerRemains(tx, account.id, { role });
    await setStaffRole(tx, userId, role);
    await endSessionsOfUser(tx, userId);
    return { changes: { role: { old: account.role, new: role } } };
  });
}

/** The role is kept for when the account is enabled again; every session ends now. */
export function disableStaff(actor: Actor, userId: string) {
  return act(actor, userId, 'staff.disable', async (tx, account) => {
    await assertOwnerRemains(tx, account.id, 'removed');
    await setDisabledAt(tx, userId, actor.now, actor.now);
    await endSessionsOfUser(tx, userId);
  });
}

/** Signs in again with its old password and its role (Pengamat when none was left). */
export function enableStaff(actor: Actor, userId: string) {
  return act(actor, userId, 'staff.enable', async (tx, account) => {
    await setDisabledAt(tx, userId, null, actor.now);
    if (account.role === null) await setStaffRole(tx, userId, ROLE_WHEN_NONE_LEFT);
    await endSessionsOfUser(tx, userId);
  });
}

export function endStaffSessions(actor: Actor, userId: string) {
  return act(actor, userId, 'staff.sessions_end', (tx) => endSessionsOfUser(tx, userId));
}

/** A lost phone: secret and recovery codes gone, every session ended. */
export function resetStaffTwoFactor(actor: Actor, userId: string) {
  return act(actor, userId, 'staff.two_factor_reset', async (tx) => {
    const wasOn = await deleteTwoFactor(tx, userId);
    await endSessionsOfUser(tx, userId);
    return { wasOn };
  });
}
