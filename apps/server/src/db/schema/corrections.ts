import type { CorrectionDocument, DocumentField } from '@toko/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { registrations } from './registrations';

/**
 * An admin's request for some documents again (issue 45). Its link names the row and is signed;
 * the row says whether the link still works: not after `submittedAt`, a newer request
 * (`supersededAt`), `expiresAt`, or the registration leaving "Perlu Perbaikan" or being deleted.
 */
export const registrationCorrections = pgTable(
  'registration_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    documents: jsonb('documents').$type<CorrectionDocument[]>().notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [index('registration_corrections_reg_idx').on(table.registrationId)],
);

/** A document's file that a correction replaced: kept, for the admins, until the retention purge. */
export const registrationDocumentVersions = pgTable(
  'registration_document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    field: text('field').$type<DocumentField>().notNull(),
    storedKey: text('stored_key').notNull(),
    fileName: text('file_name').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
    correctionId: uuid('correction_id').references(() => registrationCorrections.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('registration_document_versions_reg_idx').on(table.registrationId)],
);
