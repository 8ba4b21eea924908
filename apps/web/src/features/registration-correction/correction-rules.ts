import {
  PROOF_EXTENSIONS,
  REGISTRATION_DOCUMENT_MIME_TYPES,
  STORE_PHOTO_EXTENSIONS,
  STORE_PHOTO_MIME_TYPES,
  type DocumentField,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import type { UploadRules } from '@/lib/upload/file-rules';
import { STORE_PHOTO_LONG_EDGE } from '@/lib/upload/fit-within';

const messages = { type: t('registration.file.type'), size: t('registration.file.size') };

const DOCUMENT: UploadRules = {
  mimeTypes: REGISTRATION_DOCUMENT_MIME_TYPES,
  extensions: PROOF_EXTENSIONS,
  messages,
};
const PHOTO: UploadRules = {
  mimeTypes: STORE_PHOTO_MIME_TYPES,
  extensions: STORE_PHOTO_EXTENSIONS,
  longEdge: STORE_PHOTO_LONG_EDGE,
  messages,
};
const SIGNATURE: UploadRules = { mimeTypes: ['image/png'], extensions: ['.png'], messages };

/** What each document's picker takes: the sign-up's rule for it (the server checks it again). */
export function correctionRules(field: DocumentField): UploadRules {
  if (field === 'store_photo_out' || field === 'store_photo_in') return PHOTO;
  if (field === 'signature') return SIGNATURE;
  return DOCUMENT;
}

/** The phone's camera that fits the document, none for a signature. */
export function correctionCamera(field: DocumentField): 'user' | 'environment' | undefined {
  if (field === 'signature') return undefined;
  return field === 'selfie_ktp' ? 'user' : 'environment';
}
