import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import { userRoles, users } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';
import { ADMIN_ROLE } from '../auth/roles';

/** NOTIFY_EMAILS, or else every enabled admin's address at the time of the event. */
export async function shopRecipients(tx: Transaction, config: Config): Promise<string[]> {
  if (config.notify.shopEmails) return config.notify.shopEmails;
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.role, ADMIN_ROLE), isNull(users.disabledAt)))
    .orderBy(users.email);
  return rows.map((row) => row.email);
}
