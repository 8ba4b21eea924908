import type { SessionUser } from '@toko/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ADMIN_ROLE } from '../auth/roles';
import { findEnabledUserById, userHasRole } from '../auth/users-repository';
import { checkCode } from './check-code';
import { verifyPendingLogin } from './pending-login';
import type { TwoFactorKeys } from './two-factor-keys';

export type LoginStep = {
  db: Database;
  keys: TwoFactorKeys;
  sessionSecret: string;
  pending: string | undefined;
  code: string;
  ip: string;
  now: Date;
};

/**
 * The second step of a sign-in: the pending sign-in must still be valid (401
 * `two_factor_login_expired` otherwise), then the code must be right. Returns who signs in.
 */
export async function completeLogin(step: LoginStep): Promise<SessionUser> {
  const { db, keys, sessionSecret, pending, code, ip, now } = step;
  const userId = pending ? verifyPendingLogin(sessionSecret, pending, now) : null;
  const user = userId ? await findEnabledUserById(db, userId) : null;
  if (!user) throw new AppError('two_factor_login_expired');
  await checkCode({ db, keys, user, code, ip, now });
  const isAdmin = await userHasRole(db, user.id, ADMIN_ROLE);
  return { ...user, isAdmin, twoFactorEnabled: true };
}
