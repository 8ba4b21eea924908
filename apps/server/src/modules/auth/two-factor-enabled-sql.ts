import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { userTwoFactor } from '../../db/schema';

/** Whether the user in `userId` has confirmed two-factor (an unconfirmed setup does not count). */
export function twoFactorEnabledSql(userId: PgColumn): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${userTwoFactor}
    where ${userTwoFactor.userId} = ${userId} and ${userTwoFactor.enabledAt} is not null
  )`;
}

export async function hasTwoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)));
  return row !== undefined;
}
