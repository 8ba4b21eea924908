import type { DocumentField, RegistrationDocument } from '@toko/contracts';
import { DOCUMENT_FIELDS } from '@toko/contracts';
import { EXTENSION_OF_TYPE } from '../../../uploads/upload-rules';
import type { RegistrationRow } from './admin-registrations-repository';

/** The column holding each document's storage key. */
export const DOCUMENT_KEY_COLUMNS = {
  ktp: 'ktpKey',
  kk: 'kkKey',
  selfie_ktp: 'selfieKtpKey',
  npwp: 'npwpKey',
  bank_cert: 'bankCertKey',
  store_photo_out: 'storePhotoOutKey',
  store_photo_in: 'storePhotoInKey',
  signature: 'signatureKey',
} as const satisfies Record<DocumentField, keyof RegistrationRow>;

/** A document field as a key segment or file name: `selfie_ktp` → `selfie-ktp`. */
const slugOf = (field: DocumentField) => field.replaceAll('_', '-');

/** The sign-up's folder of a document: `registrations/<id>/selfie-ktp/…`. */
export function documentKeyPrefix(registrationId: string, field: DocumentField): string {
  return `registrations/${registrationId}/${slugOf(field)}`;
}

const TYPE_OF_EXTENSION = new Map(
  Object.entries(EXTENSION_OF_TYPE).map(([type, extension]) => [extension, type]),
);

/**
 * What the detail shows of a stored document, and the name it downloads as: the name the file
 * had at upload (sanitised), and the type its key's extension, chosen from the bytes, stands for.
 */
export function documentOf(
  row: RegistrationRow,
  field: DocumentField,
): RegistrationDocument | null {
  const key = row[DOCUMENT_KEY_COLUMNS[field]];
  if (!key) return null;
  const extension = key.slice(key.lastIndexOf('.') + 1);
  // Rows from before names were kept (and seeded ones): the slot's field, e.g. `selfie-ktp.jpg`,
  // tells an admin what the file is, where the key's UUID name would say nothing.
  const fileName = row.documentNames[field] ?? `${slugOf(field)}.${extension}`;
  return {
    fileName,
    contentType: TYPE_OF_EXTENSION.get(extension) ?? 'application/octet-stream',
  };
}

export function documentsOf(
  row: RegistrationRow,
): Record<DocumentField, RegistrationDocument | null> {
  return Object.fromEntries(
    DOCUMENT_FIELDS.map((field) => [field, documentOf(row, field)]),
  ) as Record<DocumentField, RegistrationDocument | null>;
}
