import {
  adminRegistrationDetailSchema,
  IDEMPOTENCY_KEY_HEADER,
  type DocumentField,
  type DocumentReplacementRequest,
} from '@toko/contracts';
import { apiRequest } from '@/lib/api-client';
import { documentPath } from './document-url';

/**
 * Saves a replacement whose file is already up: a small JSON request naming the upload. The
 * same key for the same upload, so a retry after a dropped answer gets the first result.
 */
export function replaceDocument(
  registrationId: string,
  field: DocumentField,
  request: DocumentReplacementRequest,
  idempotencyKey: string,
) {
  return apiRequest(documentPath(registrationId, field), {
    method: 'PUT',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    parse: adminRegistrationDetailSchema.parse,
  });
}
