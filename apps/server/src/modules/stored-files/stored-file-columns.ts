import { DOCUMENTS, documentByField, type DocumentField } from '@toko/contracts';
import { orders, registrationDocumentVersions, registrations, uploads } from '../../db/schema';

/** The orders columns (Drizzle names) holding a stored file's key. */
export const ORDER_FILE_COLUMNS = ['paymentProofKey'] as const;

/** The registrations columns holding a stored file's key: one per document. */
export const REGISTRATION_FILE_COLUMNS = DOCUMENTS.map((document) => document.keyColumn);

/** The column of the files corrections replaced (earlier versions of a document). */
export const DOCUMENT_VERSION_FILE_COLUMNS = ['storedKey'] as const;

/**
 * Every column of every record that points to a stored file: the backup copies what they name,
 * the retention purge deletes it with the row's personal data, and the orphan sweep never
 * deletes a file one of them names. A new file column is added here and nowhere else.
 */
export const STORED_FILE_COLUMNS = [
  { table: orders, columns: ORDER_FILE_COLUMNS },
  { table: registrations, columns: REGISTRATION_FILE_COLUMNS },
  { table: registrationDocumentVersions, columns: DOCUMENT_VERSION_FILE_COLUMNS },
] as const;

/**
 * A finished upload's file, held by its row until a form takes it (its key then moves into one
 * of the columns above) or it expires (decision 037). Not a record's file: the backup leaves it.
 */
export const UPLOAD_FILE_COLUMNS = { table: uploads, columns: ['storedKey'] } as const;

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
