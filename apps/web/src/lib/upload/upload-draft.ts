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

/**
 * A kept draft token's expiry (its 4th part, seconds; see the server's draft-token.ts): a token
 * that is stale, or soon will be, is replaced rather than sent.
 */
export function isFreshDraftToken(token: string, now = Date.now()): boolean {
  const expires = Number(token.split('.')[3]);
  return Number.isFinite(expires) && expires * 1000 > now + 60_000;
}
