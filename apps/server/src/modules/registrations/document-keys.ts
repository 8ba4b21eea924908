import { documentByField, type DocumentField } from '@toko/contracts';

/**
 * A sign-up's folder of one document in the file storage: `registrations/<id>/selfie-ktp`, the
 * id being its draft's for the files sent with the sign-up, its own for an admin's replacement.
 */
export function documentKeyPrefix(folderId: string, field: DocumentField): string {
  return `registrations/${folderId}/${documentByField(field).storageFolder}`;
}
