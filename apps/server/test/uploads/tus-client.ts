import { UPLOAD_DRAFT_HEADER, type UploadDraftKind } from '@toko/contracts';
import { Upload, type UploadOptions } from 'tus-js-client';
import type { TestApp } from '../helpers/test-app';

/** A new draft's token, as the browser gets it. */
export async function draftOf(
  testApp: Pick<TestApp, 'app'>,
  kind: UploadDraftKind,
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload-drafts',
    payload: { kind },
  });
  if (response.statusCode !== 201) throw new Error(`draft: ${response.statusCode}`);
  return response.json<{ token: string }>().token;
}

/**
 * A new replacement draft's token, asked by the signed-in admin (`cookie`) for one registration.
 */
export async function replacementDraft(
  testApp: TestApp,
  cookie: string,
  registrationId: string,
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload-drafts',
    headers: { cookie },
    payload: { kind: 'admin-replacement', registrationId },
  });
  if (response.statusCode !== 201) throw new Error(`draft: ${response.statusCode}`);
  return response.json<{ token: string }>().token;
}
/** A new checkout draft's token. */
export const checkoutDraft = (testApp: TestApp) => draftOf(testApp, 'checkout');

export type Sent = { url: string | null; error?: TusFailure };
export type TusFailure = { status: number; body: string };

/**
 * Sends `content` with tus-js-client (a client we did not write) to the listening app and
 * settles with the upload's URL, or with the status and body of the answer that refused it.
 */
export function sendWithTus(
  origin: string,
  token: string,
  content: Buffer,
  options: Partial<UploadOptions> & { metadata?: Record<string, string> } = {},
): Promise<Sent> {
  return new Promise((resolve) => {
    const upload = new Upload(content, {
      endpoint: `${origin}/api/uploads`,
      retryDelays: [],
      storeFingerprintForResuming: false,
      ...options,
      headers: { [UPLOAD_DRAFT_HEADER]: token, ...options.headers },
      metadata: { slot: 'proof', filename: 'bukti.jpg', ...options.metadata },
      onSuccess: () => resolve({ url: upload.url }),
      onError: (error) => {
        const response = (
          error as { originalResponse?: { getStatus(): number; getBody(): string } }
        ).originalResponse;
        resolve({
          url: upload.url,
          error: { status: response?.getStatus() ?? 0, body: response?.getBody() ?? String(error) },
        });
      },
    });
    upload.start();
  });
}

/** The upload's id: the last segment of its URL. */
export function idOf(url: string | null): string {
  if (!url) throw new Error('the upload was never created');
  return url.split('/').at(-1)!;
}
