import {
  PROOF_MIME_TYPES,
  REGISTRATION_FILE_FIELDS,
  type DocumentField,
  type RegistrationFileField,
} from '@toko/contracts';
import { messages } from '@toko/contracts/i18n/registration';
import type { ReceivedFile } from '../../uploads/store-file-part';
import type { FileRule } from '../../uploads/upload-rules';

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const documentMessages = {
  type: messages['registration.file.type'],
  size: messages['registration.file.size'],
};
const documentsRequired = messages['registration.step1.documentsRequired'];
const photosRequired = messages['registration.step2.photosRequired'];

/** The eight files of one sign-up, stored privately under `registrations/<id>/<field>`. */
export function registrationFileRules(id: string): Record<RegistrationFileField, FileRule> {
  const rule = (field: string, types: readonly string[], requiredMessage?: string): FileRule => ({
    types,
    keyPrefix: `registrations/${id}/${field}`,
    requiredMessage,
    messages: documentMessages,
  });
  return {
    ktp: rule('ktp', PROOF_MIME_TYPES, documentsRequired),
    kk: rule('kk', PROOF_MIME_TYPES, documentsRequired),
    selfieKtp: rule('selfie-ktp', PROOF_MIME_TYPES, documentsRequired),
    npwp: rule('npwp', PROOF_MIME_TYPES),
    bankCert: rule('bank-cert', PROOF_MIME_TYPES),
    signature: rule('signature', ['image/png'], messages['registration.step1.signatureRequired']),
    storePhotoOut: rule('store-photo-out', IMAGE_TYPES, photosRequired),
    storePhotoIn: rule('store-photo-in', IMAGE_TYPES, photosRequired),
  };
}

/** The document field (`registrations.document_names`, the admin's slots) of each sign-up file. */
const DOCUMENT_FIELD_OF_FILE = {
  ktp: 'ktp',
  kk: 'kk',
  selfieKtp: 'selfie_ktp',
  npwp: 'npwp',
  bankCert: 'bank_cert',
  signature: 'signature',
  storePhotoOut: 'store_photo_out',
  storePhotoIn: 'store_photo_in',
} as const satisfies Record<RegistrationFileField, DocumentField>;

/** Each received file's sanitised name under its document field. */
export function documentNamesOf(
  files: Partial<Record<RegistrationFileField, ReceivedFile>>,
): Partial<Record<DocumentField, string>> {
  const names: Partial<Record<DocumentField, string>> = {};
  for (const field of REGISTRATION_FILE_FIELDS) {
    const file = files[field];
    if (file) names[DOCUMENT_FIELD_OF_FILE[field]] = file.fileName;
  }
  return names;
}
