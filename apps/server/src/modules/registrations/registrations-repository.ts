import type { DocumentField } from '@toko/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { registrationCorrections, registrations } from '../../db/schema';
import { insertWithUniqueCode } from '../../lib/insert-with-unique-code';
import { readableCode } from '../../lib/readable-code';
import type { Transaction } from '../../lib/transaction';

export type NewRegistration = Omit<typeof registrations.$inferInsert, 'code'> & { createdAt: Date };

/**
 * Inserts the sign-up under a fresh readable code (`REG-yyyyMMdd-XXXXXX` of its day), another
 * one while a code is taken: see `insertWithUniqueCode`.
 */
export function insertRegistrationWithFreshCode(tx: Transaction, values: NewRegistration) {
  return insertWithUniqueCode(
    tx,
    { column: registrations.code, generate: () => readableCode('REG', values.createdAt) },
    async (db, code) => {
      const [row] = await db
        .insert(registrations)
        .values({ ...values, code })
        .onConflictDoNothing({ target: registrations.code })
        .returning({ id: registrations.id, code: registrations.code });
      return row;
    },
  );
}

/** The success page's fields of a live registration created after `since`. */
export async function findRecentSummary(db: Database, id: string, since: Date) {
  const [row] = await db
    .select({
      code: registrations.code,
      fullName: registrations.fullName,
      email: registrations.email,
      phone: registrations.phone,
      storeName: registrations.storeName,
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
      id: registrations.id,
      code: registrations.code,
      status: registrations.status,
      phone: registrations.phone,
      phoneE164: registrations.phoneE164,
    })
    .from(registrations)
    .where(and(eq(registrations.code, code), isNull(registrations.deletedAt)));
  return row ?? null;
}

/** The registration's request whose link may still work (the detail checks its state). */
export async function findOpenCorrection(db: Database, registrationId: string) {
  const [row] = await db
    .select()
    .from(registrationCorrections)
    .where(
      and(
        eq(registrationCorrections.registrationId, registrationId),
        isNull(registrationCorrections.supersededAt),
        isNull(registrationCorrections.submittedAt),
      ),
    )
    .orderBy(desc(registrationCorrections.createdAt))
    .limit(1);
  return row;
}

/** Which documents the registration's open correction request asks for, by field. */
export async function findRequestedDocumentFields(
  db: Database,
  registrationId: string,
): Promise<DocumentField[]> {
  const open = await findOpenCorrection(db, registrationId);
  return open?.documents.map((document) => document.field) ?? [];
}
