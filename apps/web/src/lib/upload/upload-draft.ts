import { uploadDraftSchema, type UploadDraftRequest } from '@toko/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * A draft's token from the server, asked once per form: every upload of the form carries it.
 * Kept in memory only, so nothing of a sent form outlives the page.
 */
export function createDraftTokenSource(request: UploadDraftRequest): () => Promise<string> {
  let token: Promise<string> | undefined;
  return () => {
    token ??= apiRequest('/api/upload-drafts', {
      method: 'POST',
      body: request,
      parse: uploadDraftSchema.parse,
    }).then(
      (draft) => draft.token,
      (error: unknown) => {
        token = undefined;
        throw error;
      },
    );
    return token;
  };
}
