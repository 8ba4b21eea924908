import type { DocumentField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';

/** SPEC §2's eight document slots, in the spec's order. */
export const DOCUMENT_SLOTS: readonly DocumentField[] = [
  'ktp',
  'kk',
  'selfie_ktp',
  'npwp',
  'bank_cert',
  'store_photo_out',
  'store_photo_in',
  'signature',
];

export const documentLabel = (field: DocumentField) => t(`admin.registration.document.${field}`);
