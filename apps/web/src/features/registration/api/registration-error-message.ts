import type { RegistrationFileField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import type { ApiError } from '@/lib/api-client';

const FILE_LABELS: Record<RegistrationFileField, string> = {
  ktp: t('registration.field.ktp'),
  kk: t('registration.field.kk'),
  selfieKtp: t('registration.field.selfieKtp'),
  npwp: t('registration.field.npwp'),
  bankCert: t('registration.field.bankCert'),
  signature: t('registration.section.signature'),
  storePhotoOut: t('registration.field.storePhotoOut'),
  storePhotoIn: t('registration.field.storePhotoIn'),
};

function isFileField(field: string): field is RegistrationFileField {
  return Object.hasOwn(FILE_LABELS, field);
}

function uploadMessage(field: RegistrationFileField, kind: 'failed' | 'incomplete'): string {
  if (field === 'storePhotoOut' || field === 'storePhotoIn') {
    const side = t(field === 'storePhotoOut' ? 'registration.side.out' : 'registration.side.in');
    return kind === 'failed'
      ? t('registration.upload.storePhotoFailed', { side })
      : t('registration.upload.storePhotoIncomplete', { side });
  }
  const path = FILE_LABELS[field];
  return kind === 'failed'
    ? t('registration.upload.failed', { path })
    : t('registration.upload.incomplete', { path });
}

/**
 * What a failed submission says (docs/product.md, "When a sign-up fails"). `interruptedFile` is the
 * document whose upload the network broke off, if any.
 */
export function registrationErrorMessage(
  error: ApiError,
  interruptedFile?: RegistrationFileField,
): string {
  // A 201 whose body is not a registration: nothing to open the success page with.
  if (error.code === 'invalid_response') return t('registration.submit.noId');
  if (error.code === 'internal_error') return t('registration.submit.fallback');
  if (error.code === 'network_error') {
    return interruptedFile ? uploadMessage(interruptedFile, 'incomplete') : error.message;
  }
  const [field, message] = Object.entries(error.fields)[0] ?? [];
  if (field && isFileField(field)) {
    const upload = uploadMessage(field, 'failed');
    const isStorePhoto = field === 'storePhotoOut' || field === 'storePhotoIn';
    return message && !isStorePhoto ? `${upload}: ${message}` : upload;
  }
  if (message) return message;
  return error.message || t('registration.submit.failed');
}
