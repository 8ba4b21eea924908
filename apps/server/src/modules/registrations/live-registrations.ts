import { t } from '@toko/contracts/i18n/admin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { registrations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../lib/transaction';

export type RegistrationRow = typeof registrations.$inferSelect;

export const registrationNotFound = () =>
  new AppError('not_found', { message: t('admin.registration.notFound') });

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
