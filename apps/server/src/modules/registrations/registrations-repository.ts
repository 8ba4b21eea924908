import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { registrations } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';

export type NewRegistration = typeof registrations.$inferInsert;

/** Inserts the sign-up unless its code is taken (then `undefined`: see `insertWithUniqueCode`). */
export async function insertRegistrationUnlessCodeTaken(
  db: Database | Transaction,
  values: NewRegistration,
) {
  const [row] = await db
    .insert(registrations)
    .values(values)
    .onConflictDoNothing({ target: registrations.code })
    .returning({ id: registrations.id, code: registrations.code });
  return row;
}

/** The success page's fields of a live registration created after `since`. */
export async function findRecentSummary(db: Database, id: string, since: Date) {
  const [row] = await db
    .select({
      code: registrations.code,
      fullName: registrations.fullName,
      email: registrations.email,
      phone: registrations.phone,
      shopName: registrations.shopName,
      city: registrations.city,
      province: registrations.province,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.id, id),
        isNull(registrations.deletedAt),
        gt(registrations.createdAt, since),
      ),
    );
  return row ?? null;
}

/** What the status lookup compares and answers of a live registration with `code`. */
export async function findRegistrationForStatus(db: Database, code: string) {
  const [row] = await db
    .select({
      code: registrations.code,
      status: registrations.status,
      phone: registrations.phone,
      phoneE164: registrations.phoneE164,
    })
    .from(registrations)
    .where(and(eq(registrations.code, code), isNull(registrations.deletedAt)));
  return row ?? null;
}
