import {
  DOCUMENTS,
  PROOF_MIME_TYPES,
  STORE_PHOTO_MIME_TYPES,
  type DocumentField,
  type DocumentKeyColumn,
  type RegistrationFileField,
} from '@toko/contracts';
import { messages } from '@toko/contracts/i18n/registration';
import type { FileRule } from '../uploads/checks/upload-rules';
import { documentKeyPrefix } from './document-keys';

const documentMessages = {
  type: messages['registration.file.type'],
  size: messages['registration.file.size'],
};
const documentsRequired = messages['registration.step1.documentsRequired'];
const photosRequired = messages['registration.step2.photosRequired'];

/** The file rules of each document of a sign-up, by form name (its upload's slot). */
const RULES: Record<RegistrationFileField, Omit<FileRule, 'keyPrefix'>> = {
  ktp: { types: PROOF_MIME_TYPES, requiredMessage: documentsRequired },
  kk: { types: PROOF_MIME_TYPES, requiredMessage: documentsRequired },
  selfieKtp: { types: PROOF_MIME_TYPES, requiredMessage: documentsRequired },
  npwp: { types: PROOF_MIME_TYPES },
  bankCert: { types: PROOF_MIME_TYPES },
  storePhotoOut: { types: STORE_PHOTO_MIME_TYPES, requiredMessage: photosRequired },
  storePhotoIn: { types: STORE_PHOTO_MIME_TYPES, requiredMessage: photosRequired },
  signature: {
    types: ['image/png'],
    requiredMessage: messages['registration.step1.signatureRequired'],
  },
};

/**
 * The eight files of one sign-up, stored privately under `registrations/<folderId>/<folder>`:
 * uploaded before the sign-up has a row, they go to the folder of its draft.
 */
export function registrationFileRules(folderId: string): Record<RegistrationFileField, FileRule> {
  return Object.fromEntries(
    DOCUMENTS.map(({ field, formName }) => [
      formName,
      {
        ...RULES[formName],
        keyPrefix: documentKeyPrefix(folderId, field),
        messages: documentMessages,
      },
    ]),
  ) as Record<RegistrationFileField, FileRule>;
}

/** A sign-up's stored file: its key in the file storage and its sanitised name. */
export type DocumentFile = { key: string; fileName: string };

/** Each document's key column: the file's storage key, or null. */
export function documentKeysOf(
  files: Partial<Record<RegistrationFileField, DocumentFile>>,
): Record<DocumentKeyColumn, string | null> {
  return Object.fromEntries(
    DOCUMENTS.map(({ formName, keyColumn }) => [keyColumn, files[formName]?.key ?? null]),
  ) as Record<DocumentKeyColumn, string | null>;
}

/** Each file's sanitised name under its document field. */
export function documentNamesOf(
  files: Partial<Record<RegistrationFileField, DocumentFile>>,
): Partial<Record<DocumentField, string>> {
  const names: Partial<Record<DocumentField, string>> = {};
  for (const { field, formName } of DOCUMENTS) {
    const file = files[formName];
    if (file) names[field] = file.fileName;
  }
  return names;
}

/** The message of each required document the sign-up does not name (none when all are there). */
export function missingDocuments(
  named: Partial<Record<RegistrationFileField, unknown>>,
): Partial<Record<RegistrationFileField, string>> {
  const missing: Partial<Record<RegistrationFileField, string>> = {};
  for (const { formName } of DOCUMENTS) {
    const message = RULES[formName].requiredMessage;
    if (message && !named[formName]) missing[formName] = message;
  }
  return missing;
}
