import {
  DOCUMENTS,
  PROOF_MIME_TYPES,
  type DocumentField,
  type DocumentKeyColumn,
  type RegistrationFileField,
} from '@toko/contracts';
import { messages } from '@toko/contracts/i18n/registration';
import type { ReceivedFile } from '../../uploads/store-file-part';
import type { FileRule } from '../../uploads/upload-rules';
import { documentKeyPrefix } from './document-keys';

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const documentMessages = {
  type: messages['registration.file.type'],
  size: messages['registration.file.size'],
};
const documentsRequired = messages['registration.step1.documentsRequired'];
const photosRequired = messages['registration.step2.photosRequired'];

/** The file rules of each document of a sign-up, by multipart name. */
const RULES: Record<RegistrationFileField, Omit<FileRule, 'keyPrefix'>> = {
  ktp: { types: PROOF_MIME_TYPES, requiredMessage: documentsRequired },
  kk: { types: PROOF_MIME_TYPES, requiredMessage: documentsRequired },
  selfieKtp: { types: PROOF_MIME_TYPES, requiredMessage: documentsRequired },
  npwp: { types: PROOF_MIME_TYPES },
  bankCert: { types: PROOF_MIME_TYPES },
  storePhotoOut: { types: IMAGE_TYPES, requiredMessage: photosRequired },
  storePhotoIn: { types: IMAGE_TYPES, requiredMessage: photosRequired },
  signature: {
    types: ['image/png'],
    requiredMessage: messages['registration.step1.signatureRequired'],
  },
};

/** The eight files of one sign-up, stored privately under `registrations/<id>/<folder>`. */
export function registrationFileRules(id: string): Record<RegistrationFileField, FileRule> {
  return Object.fromEntries(
    DOCUMENTS.map(({ field, formName }) => [
      formName,
      { ...RULES[formName], keyPrefix: documentKeyPrefix(id, field), messages: documentMessages },
    ]),
  ) as Record<RegistrationFileField, FileRule>;
}

/** Each document's key column: the received file's storage key, or null. */
export function documentKeysOf(
  files: Partial<Record<RegistrationFileField, ReceivedFile>>,
): Record<DocumentKeyColumn, string | null> {
  return Object.fromEntries(
    DOCUMENTS.map(({ formName, keyColumn }) => [keyColumn, files[formName]?.key ?? null]),
  ) as Record<DocumentKeyColumn, string | null>;
}

/** Each received file's sanitised name under its document field. */
export function documentNamesOf(
  files: Partial<Record<RegistrationFileField, ReceivedFile>>,
): Partial<Record<DocumentField, string>> {
  const names: Partial<Record<DocumentField, string>> = {};
  for (const { field, formName } of DOCUMENTS) {
    const file = files[formName];
    if (file) names[field] = file.fileName;
  }
  return names;
}
