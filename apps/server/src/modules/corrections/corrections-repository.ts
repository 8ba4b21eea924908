import {
  correctionLinkState,
  type CorrectionDocument,
  type RegistrationStatus,
} from '@toko/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  registrationCorrections,
  registrationDocumentVersions,
  registrations,
} from '../../db/schema';
import type { Transaction } from '../../lib/transaction';

export type CorrectionRow = typeof registrationCorrections.$inferSelect;

/** Ends the registration's open requests: a newer one replaces them. */
export async function supersedeOpenCorrections(tx: Transaction, registrationId: string, at: Date) {
  await tx
    .update(registrationCorrections)
    .set({ supersededAt: at })
    .where(
      and(
        eq(registrationCorrections.registrationId, registrationId),
        isNull(registrationCorrections.supersededAt),
        isNull(registrationCorrections.submittedAt),
      ),
    );
}

export async function insertCorrection(
  tx: Transaction,
  values: {
    registrationId: string;
    requestedBy: string;
    documents: CorrectionDocument[];
    message: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<CorrectionRow> {
  const [row] = await tx.insert(registrationCorrections).values(values).returning();
  return row!;
}

/**
 * The request `id` if its link is usable now, with its registration's code and email; any ended,
 * expired or unknown request gives `undefined`, whatever the reason. `forUpdate` locks the
 * registration row first, as every writer of it does, and only then reads the request: a row
 * waited for is read again once its holder commits, but a row joined to it is not, so a request
 * that an admin superseded while this one waited would still look open.
 */
export async function findUsableCorrection(
  db: Database | Transaction,
  id: string,
  now: Date,
  { forUpdate = false } = {},
) {
  if (forUpdate) {
    await db
      .select({ id: registrations.id })
      .from(registrations)
      .innerJoin(
        registrationCorrections,
        eq(registrationCorrections.registrationId, registrations.id),
      )
      .where(eq(registrationCorrections.id, id))
      .for('update', { of: registrations });
  }
  const [row] = await db
    .select({
      correction: registrationCorrections,
      code: registrations.code,
      email: registrations.email,
      status: registrations.status,
      deletedAt: registrations.deletedAt,
    })
    .from(registrationCorrections)
    .innerJoin(registrations, eq(registrations.id, registrationCorrections.registrationId))
    .where(eq(registrationCorrections.id, id));
  if (!row) return undefined;
  const { correction } = row;
  const state = correctionLinkState(
    {
      expiresAt: correction.expiresAt,
      submittedAt: correction.submittedAt,
      isNewest: correction.supersededAt === null,
    },
    { status: row.status as RegistrationStatus, deleted: row.deletedAt !== null },
    now,
  );
  return state === 'valid' ? { correction, code: row.code, email: row.email } : undefined;
}

export async function markCorrectionSubmitted(tx: Transaction, id: string, at: Date) {
  await tx
    .update(registrationCorrections)
    .set({ submittedAt: at })
    .where(eq(registrationCorrections.id, id));
}

export async function insertDocumentVersions(
  tx: Transaction,
  rows: (typeof registrationDocumentVersions.$inferInsert)[],
) {
  if (rows.length > 0) await tx.insert(registrationDocumentVersions).values(rows);
}

/** The documents' earlier files, newest first. */
export async function listDocumentVersions(db: Database, registrationId: string) {
  return db
    .select()
    .from(registrationDocumentVersions)
    .where(eq(registrationDocumentVersions.registrationId, registrationId))
    .orderBy(desc(registrationDocumentVersions.replacedAt), desc(registrationDocumentVersions.id));
}

/** One earlier file of the registration's documents. */
export async function findDocumentVersion(db: Database, registrationId: string, id: string) {
  const [row] = await db
    .select()
    .from(registrationDocumentVersions)
    .where(
      and(
        eq(registrationDocumentVersions.registrationId, registrationId),
        eq(registrationDocumentVersions.id, id),
      ),
    );
  return row;
}
