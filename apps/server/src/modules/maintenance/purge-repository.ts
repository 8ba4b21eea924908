import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  adminAuditEvents,
  orders,
  registrationAudits,
  registrationCorrections,
  registrationDocumentVersions,
  registrations,
} from '../../db/schema';
import {
  DOCUMENT_VERSION_FILE_COLUMNS,
  emptiedFileColumns,
  ORDER_FILE_COLUMNS,
  REGISTRATION_FILE_COLUMNS,
  storedFileKeys,
} from '../stored-files/stored-file-columns';
import type { Transaction } from '../../lib/transaction';

export type PurgedRows = { ids: string[]; fileKeys: string[] };

/** Deleted before `cutoff` and not purged yet (the partial index of migration 0011). */
const dueForPurge = (table: typeof orders | typeof registrations, cutoff: Date) =>
  and(isNotNull(table.deletedAt), isNull(table.purgedAt), lt(table.deletedAt, cutoff));

/**
 * Empties the personal fields of up to `limit` orders deleted before `cutoff` and marks them
 * purged; ids, codes, status, items, totals and dates stay, so counts and statistics do not move.
 * Returns the purged ids and the keys of the files they referenced.
 */
export async function purgeDeletedOrders(
  tx: Transaction,
  cutoff: Date,
  now: Date,
  limit: number,
): Promise<PurgedRows> {
  const due = await tx
    .select()
    .from(orders)
    .where(dueForPurge(orders, cutoff))
    .orderBy(asc(orders.deletedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = due.map((row) => row.id);
  if (ids.length > 0) {
    await tx
      .update(orders)
      .set({
        buyerName: '',
        email: '',
        phone: '',
        phoneE164: null,
        address: '',
        notes: null,
        ...emptiedFileColumns(ORDER_FILE_COLUMNS),
        paymentProofName: null,
        purgedAt: now,
      })
      .where(inArray(orders.id, ids));
    await emptyNotes(tx, 'order.note', ids);
  }
  return { ids, fileKeys: due.flatMap((row) => storedFileKeys(row, ORDER_FILE_COLUMNS)) };
}

/**
 * The same for registrations: every personal field and document emptied (earlier versions of
 * documents and correction requests deleted), and the edit history's old and new values with them (the audit keeps which fields an admin edited, not their values).
 */
export async function purgeDeletedRegistrations(
  tx: Transaction,
  cutoff: Date,
  now: Date,
  limit: number,
): Promise<PurgedRows> {
  const due = await tx
    .select()
    .from(registrations)
    .where(dueForPurge(registrations, cutoff))
    .orderBy(asc(registrations.deletedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = due.map((row) => row.id);
  if (ids.length === 0) return { ids, fileKeys: [] };
  await tx
    .update(registrations)
    .set({
      name: '',
      fullName: '',
      email: '',
      phone: '',
      phoneAlt: null,
      phoneE164: null,
      phoneAltE164: null,
      address: '',
      addressFull: null,
      province: '',
      city: '',
      district: '',
      village: '',
      provinceCode: null,
      cityCode: null,
      districtCode: null,
      villageCode: null,
      postalCode: '',
      idNumber: null,
      bankName: null,
      bankHolder: null,
      bankAccount: null,
      storeName: null,
      storeAddressStruk: null,
      keeperName: null,
      keeperPhone: null,
      gmapAddress: null,
      gmapLat: null,
      gmapLng: null,
      notes: null,
      ...emptiedFileColumns(REGISTRATION_FILE_COLUMNS),
      documentNames: {},
      purgedAt: now,
    })
    .where(inArray(registrations.id, ids));
  await tx.delete(registrationAudits).where(inArray(registrationAudits.registrationId, ids));
  const versions = await tx
    .delete(registrationDocumentVersions)
    .where(inArray(registrationDocumentVersions.registrationId, ids))
    .returning();
  // The admin's messages and notes to the applicant go with the rest of the personal data.
  await tx
    .delete(registrationCorrections)
    .where(inArray(registrationCorrections.registrationId, ids));
  await tx
    .update(adminAuditEvents)
    .set({
      details: sql`jsonb_build_object('fields', (
        select coalesce(jsonb_agg(field order by field), '[]'::jsonb)
        from jsonb_object_keys(${adminAuditEvents.details} -> 'changes') as field))`,
    })
    .where(
      and(
        eq(adminAuditEvents.action, 'registration.edit'),
        inArray(adminAuditEvents.entityId, ids),
      ),
    );
  await emptyNotes(tx, 'registration.note', ids);
  return {
    ids,
    fileKeys: [
      ...due.flatMap((row) => storedFileKeys(row, REGISTRATION_FILE_COLUMNS)),
      ...versions.flatMap((version) => storedFileKeys(version, DOCUMENT_VERSION_FILE_COLUMNS)),
    ],
  };
}

/**
 * The internal notes of purged records lose their text (an admin may have written a name or a
 * phone in one); the audit keeps that a note was written, by whom and when.
 */
async function emptyNotes(
  tx: Transaction,
  action: 'order.note' | 'registration.note',
  ids: string[],
): Promise<void> {
  await tx
    .update(adminAuditEvents)
    .set({ details: null })
    .where(and(eq(adminAuditEvents.action, action), inArray(adminAuditEvents.entityId, ids)));
}
