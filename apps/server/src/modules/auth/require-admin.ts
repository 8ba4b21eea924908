import { roleMay, type Permission, type SessionUser } from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { getSessionUser } from './current-user';

/**
 * 401 without a valid session, 403 for a signed-in user without the admin role. What an admin
 * may do before two-factor is on (enrol, read the session, sign out) asks only this.
 */
export async function requireSignedInAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('unauthenticated');
  if (!user.isAdmin) throw new AppError('not_authorized');
  return user;
}

/** The admin API: with ADMIN_REQUIRE_2FA also 403 `two_factor_setup_required` until enrolled. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireSignedInAdmin(request);
  if (request.server.deps.config.adminRequireTwoFactor && !user.twoFactorEnabled) {
    throw new AppError('two_factor_setup_required');
  }
  return user;
}

/**
 * The admin API for a permission of the staff member's role (any one of a list): 403
 * `not_authorized` without it.
 */
export async function requirePermission(
  request: FastifyRequest,
  permission: Permission | readonly Permission[],
): Promise<SessionUser> {
  const user = await requireAdmin(request);
  const anyOf: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  const { role } = user;
  if (!role || !anyOf.some((one) => roleMay(role, one))) throw new AppError('not_authorized');
  return user;
}
