import { signedFileUrlSchema, type DocumentField } from '@toko/contracts';
import { apiRequest } from '@/lib/api-client';
import { registrationPath } from './get-registration';

export const documentPath = (id: string, field: DocumentField) =>
  `${registrationPath(id)}/documents/${field}`;

/** A 300 s link to one document, asked for at the moment of use (each one is recorded). */
export function getDocumentUrl(id: string, field: DocumentField, purpose: 'preview' | 'download') {
  return apiRequest(`${documentPath(id, field)}?purpose=${purpose}`, {
    parse: signedFileUrlSchema.parse,
  });
}

/** A 300 s link to a file a correction replaced, asked for at the moment of use (recorded). */
export function getDocumentVersionUrl(id: string, versionId: string) {
  return apiRequest(`${registrationPath(id)}/document-versions/${versionId}`, {
    parse: signedFileUrlSchema.parse,
  });
}
