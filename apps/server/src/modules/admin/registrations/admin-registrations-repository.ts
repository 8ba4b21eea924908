import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { registrationAudits, registrations, users } from '../../../db/schema';
import type { Transaction } from '../../../lib/transaction';

export type RegistrationRow = typeof registrations.$inferSelect;

/** A registration that is not soft-deleted; `forUpdate` locks it for the caller's transaction. */
export async function findLiveRegistration(
  db: Database | Transaction,
  id: string,
  { forUpdate = false } = {},
): Promise<RegistrationRow | null> {
  const query = db
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), isNull(registrations.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The detail page's history (`registration_audits`), newest first
 * (docs/product.md, "Registration detail").
 */
export async function registrationAuditHistory(db: Database, id: string) {
  const rows = await db
    .select({
      id: registrationAudits.id,
      createdAt: registrationAudits.createdAt,
      changes: registrationAudits.changes,
      adminEmail: users.email,
    })
    .from(registrationAudits)
    .leftJoin(users, eq(users.id, registrationAudits.adminUserId))
    .where(eq(registrationAudits.registrationId, id))
    .orderBy(desc(registrationAudits.createdAt), desc(registrationAudits.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    adminEmail: row.adminEmail,
    changes: row.changes,
  }));
}

export async function updateLiveRegistration(
  tx: Transaction,
  id: string,
  values: Partial<typeof registrations.$inferInsert>,
) {
  const [row] = await tx
    .update(registrations)
    .set(values)
    .where(and(eq(registrations.id, id), isNull(registrations.deletedAt)))
    .returning({ id: registrations.id });
  return row ?? null;
}

export function softDeleteRegistration(tx: Transaction, id: string, now: Date) {
  return updateLiveRegistration(tx, id, { deletedAt: now, updatedAt: now });
}
