import type { SessionUser } from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { getSessionUser } from '../auth/current-user';

/** 401 without a valid session, 403 for a signed-in user without the admin role. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('unauthenticated');
  if (!user.isAdmin) throw new AppError('not_authorized');
  return user;
}
