import { z } from 'zod';

/**
 * The eight documents of a sign-up, in the order the admin's detail shows them, and every name
 * each goes by. Everything else (the API's enum, the upload slot names, the database columns, the
 * storage folders, the audit keys) is derived from this table.
 *
 * - `field`: the document in the API, in `registrations.document_names` and the admin's slots.
 * - `formName`: its upload slot, and its key in `uploads` of `POST /api/registrations` (the
 *   form's camelCase).
 * - `keyColumn`: the registrations column (Drizzle name) holding its storage key.
 * - `storageFolder`: its folder under `registrations/<id>/` in the file storage.
 */
export const DOCUMENTS = [
  { field: 'ktp', formName: 'ktp', keyColumn: 'ktpKey', storageFolder: 'ktp' },
  { field: 'kk', formName: 'kk', keyColumn: 'kkKey', storageFolder: 'kk' },
  {
    field: 'selfie_ktp',
    formName: 'selfieKtp',
    keyColumn: 'selfieKtpKey',
    storageFolder: 'selfie-ktp',
  },
  { field: 'npwp', formName: 'npwp', keyColumn: 'npwpKey', storageFolder: 'npwp' },
  {
    field: 'bank_cert',
    formName: 'bankCert',
    keyColumn: 'bankCertKey',
    storageFolder: 'bank-cert',
  },
  {
    field: 'store_photo_out',
    formName: 'storePhotoOut',
    keyColumn: 'storePhotoOutKey',
    storageFolder: 'store-photo-out',
  },
  {
    field: 'store_photo_in',
    formName: 'storePhotoIn',
    keyColumn: 'storePhotoInKey',
    storageFolder: 'store-photo-in',
  },
  {
    field: 'signature',
    formName: 'signature',
    keyColumn: 'signatureKey',
    storageFolder: 'signature',
  },
] as const;

type Document = (typeof DOCUMENTS)[number];
export type DocumentField = Document['field'];
export type RegistrationFileField = Document['formName'];

export const DOCUMENT_FIELDS: readonly DocumentField[] = DOCUMENTS.map(
  (document) => document.field,
);
export const documentFieldSchema = z.enum(DOCUMENT_FIELDS);

/** The eight files of one sign-up, as upload slot names. */
export const REGISTRATION_FILE_FIELDS: readonly RegistrationFileField[] = DOCUMENTS.map(
  (document) => document.formName,
);

export type DocumentKeyColumn = Document['keyColumn'];

/** The table's row of a document. */
export const documentByField = (field: DocumentField) =>
  DOCUMENTS.find((document) => document.field === field)!;

/** The audit key of a document replacement, e.g. `ktp_url`. */
export const documentAuditField = (field: DocumentField) => `${field}_url`;
