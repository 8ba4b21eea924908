import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { registrations } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';

export type NewRegistration = typeof registrations.$inferInsert;

export async function insertRegistration(tx: Transaction, values: NewRegistration) {
  const [row] = await tx
    .insert(registrations)
    .values(values)
    .returning({ id: registrations.id, code: registrations.code });
  if (!row) throw new Error('registration insert returned no row');
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
