import type { StaffMember, StaffRole } from '@toko/contracts';
import { asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';
import { twoFactorEnabledSql } from '../auth/two-factor-enabled-sql';

/** Every staff member, and every disabled account (the command line's has no role left). */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: userRoles.role,
      twoFactorEnabled: twoFactorEnabledSql(users.id),
      lastSignInAt: users.lastSignInAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(or(isNotNull(userRoles.userId), isNotNull(users.disabledAt)))
    .orderBy(asc(users.email));
  return rows.map(({ disabledAt, lastSignInAt, role, ...row }) => ({
    ...row,
    role: role as StaffRole | null,
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    disabled: disabledAt !== null,
  }));
}

export type StaffAccount = { id: string; email: string; role: StaffRole | null; disabled: boolean };

/** The account, its row locked until the transaction ends; null when there is none. */
export async function lockStaffAccount(
  tx: Transaction,
  userId: string,
): Promise<StaffAccount | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) return null;
  const [roleRow] = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return {
    id: row.id,
    email: row.email,
    role: (roleRow?.role as StaffRole | undefined) ?? null,
    disabled: row.disabledAt !== null,
  };
}
