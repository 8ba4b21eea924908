import { roleMay, type Permission, type StaffRole } from '@toko/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userRoles, users } from '../../db/schema';

/**
 * Whether the staff member a link was signed for may still use it: enabled, and their current
 * role has the permission the link was signed under. One query, on every download of a held link.
 */
export async function holderMayStill(
  db: Database,
  userId: string,
  permission: Permission,
): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.disabledAt)))
    .limit(1);
  return row !== undefined && roleMay(row.role as StaffRole, permission);
}
