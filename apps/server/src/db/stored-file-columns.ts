import { DOCUMENTS, documentByField, type DocumentField } from '@toko/contracts';
import { orders, registrationDocumentVersions, registrations } from './schema';

/** The orders columns (Drizzle names) holding a stored file's key. */
export const ORDER_FILE_COLUMNS = ['paymentProofKey'] as const;

/** The registrations columns holding a stored file's key: one per document. */
export const REGISTRATION_FILE_COLUMNS = DOCUMENTS.map((document) => document.keyColumn);

/**
 * Every column of every table that points to a stored file: the backup copies what they name,
 * the retention purge deletes it with the row's personal data.
 */
export const STORED_FILE_COLUMNS = [
  { table: orders, columns: ORDER_FILE_COLUMNS },
  { table: registrations, columns: REGISTRATION_FILE_COLUMNS },
  // The files corrections replaced (earlier versions).
  { table: registrationDocumentVersions, columns: ['storedKey'] },
] as const;

/** The registrations column holding a document's key. */
export const documentKeyColumn = (field: DocumentField) => documentByField(field).keyColumn;

/** The keys a row's file columns hold, the empty ones left out. */
export function storedFileKeys<Column extends string>(
  row: Record<Column, string | null>,
  columns: readonly Column[],
): string[] {
  return columns.flatMap((column) => row[column] ?? []);
}

/** The columns set to null: the row no longer points to its files. */
export function emptiedFileColumns<Column extends string>(
  columns: readonly Column[],
): Record<Column, null> {
  return Object.fromEntries(columns.map((column) => [column, null])) as Record<Column, null>;
}
