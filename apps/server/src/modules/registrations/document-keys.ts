import { documentByField, type DocumentField } from '@toko/contracts';

/** A sign-up's folder of one document in the file storage: `registrations/<id>/selfie-ktp`. */
export function documentKeyPrefix(registrationId: string, field: DocumentField): string {
  return `registrations/${registrationId}/${documentByField(field).storageFolder}`;
}
