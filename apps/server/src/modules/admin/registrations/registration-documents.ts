import type { DocumentField, RegistrationDocument } from '@toko/contracts';
import { DOCUMENT_FIELDS } from '@toko/contracts';
import { fileNameOfKey } from '../../../storage/file-names';
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

/** The sign-up's folder of a document: `registrations/<id>/selfie-ktp/…`. */
export function documentKeyPrefix(registrationId: string, field: DocumentField): string {
  return `registrations/${registrationId}/${field.replaceAll('_', '-')}`;
}

const TYPE_OF_EXTENSION = new Map(
  Object.entries(EXTENSION_OF_TYPE).map(([type, extension]) => [extension, type]),
);

/**
 * What the detail shows of a stored document. The row keeps only the key (the name given at
 * upload is the download name kept with the file), so the name shown is the key's file name
 * and the type is the one its extension, chosen from the bytes at upload, stands for.
 */
export function describeDocument(key: string | null): RegistrationDocument | null {
  if (!key) return null;
  const fileName = fileNameOfKey(key);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  return {
    fileName,
    contentType: TYPE_OF_EXTENSION.get(extension) ?? 'application/octet-stream',
  };
}

export function documentsOf(
  row: RegistrationRow,
): Record<DocumentField, RegistrationDocument | null> {
  return Object.fromEntries(
    DOCUMENT_FIELDS.map((field) => [field, describeDocument(row[DOCUMENT_KEY_COLUMNS[field]])]),
  ) as Record<DocumentField, RegistrationDocument | null>;
}
