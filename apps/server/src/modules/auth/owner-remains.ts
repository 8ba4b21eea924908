import type { StaffRole } from '@toko/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** What happens to a staff member: a new role, or no staff role at all (disabled or removed). */
export type StaffChange = { role: StaffRole } | 'removed';

/**
 * There is always at least one enabled Pemilik: refuses (409 `last_owner`) a change that would
 * leave none. Call it inside the transaction that makes the change: the enabled Pemilik rows
 * stay locked until it commits, so two changes at once cannot each leave the other as the last.
 */
export async function assertOwnerRemains(
  tx: Database,
  userId: string,
  change: StaffChange,
): Promise<void> {
  if (change !== 'removed' && change.role === 'owner') return;
  const owners = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'owner'), isNull(users.disabledAt)))
    .for('update', { of: userRoles });
  const isOwner = owners.some((owner) => owner.userId === userId);
  if (isOwner && owners.length === 1) throw new AppError('last_owner');
}
