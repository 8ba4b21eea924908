import { PROOF_MIME_TYPES, type RegistrationFileField } from '@toko/contracts';
import { messages } from '@toko/contracts/i18n/registration';
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
