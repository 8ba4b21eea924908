import type { SessionUser } from '@toko/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { endSessionsOfUser } from '../auth/sessions-repository';
import { findEnabledUserById, staffRoleOf } from '../auth/users-repository';
import { checkCode } from './check-code';
import { pendingLoginUser, usePendingLogin } from '../auth/pending-login';
import type { TwoFactorKeys } from './two-factor-keys';
import type { AppMetrics } from '../../lib/app-metrics';

export type LoginStep = {
  db: Database;
  metrics: AppMetrics;
  keys: TwoFactorKeys;
  sessionSecret: string;
  pending: string | undefined;
  code: string;
  ip: string;
  now: Date;
};

/**
 * The second step of a sign-in: the pending sign-in must still run (401
 * `two_factor_login_expired` otherwise), then the code must be right, and the pending sign-in is
 * used up (a second code on the same one gets nothing). A recovery code ends the user's other
 * sessions: it is what someone uses who lost the phone. Returns who signs in.
 */
export async function completeLogin(step: LoginStep): Promise<SessionUser> {
  const { db, metrics, keys, sessionSecret, pending, code, ip, now } = step;
  const pendingKeys = { db, secret: sessionSecret };
  const userId = pending ? await pendingLoginUser(pendingKeys, pending, now) : null;
  const user = userId ? await findEnabledUserById(db, userId) : null;
  if (!user || !pending) throw new AppError('two_factor_login_expired');
  const kind = await checkCode({ db, metrics, keys, user, code, ip, now });
  if (!(await usePendingLogin(pendingKeys, pending, now))) {
    throw new AppError('two_factor_login_expired');
  }
  if (kind === 'recovery') await endSessionsOfUser(db, user.id);
  const role = await staffRoleOf(db, user.id);
  return { ...user, isAdmin: role !== null, role, twoFactorEnabled: true };
}
