import { createHash } from 'node:crypto';
import type { DocumentField } from '@toko/contracts';
import { DOCUMENTS } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { registrations } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';
import { idOf, sendWithTus, type Sent } from '../uploads/tus-client';

/** The applicant's side of a correction, as the page does it: view, draft, upload, submit. */
export function correctionClient(testApp: TestApp, origin: string) {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, headers, payload });
  return {
    view: (token: string) => post('/api/corrections/view', { token }),
    async draft(token: string) {
      const response = await post('/api/upload-drafts', { kind: 'correction', token });
      return { response, draft: response.statusCode === 201 ? response.json().token : undefined };
    },
    upload: (draft: string, field: string, content: Buffer, fileName: string): Promise<Sent> =>
      sendWithTus(origin, draft, content, { metadata: { slot: field, filename: fileName } }),
    submit: (token: string, uploadDraft: string, uploads: Record<string, string | null>) =>
      post('/api/corrections/submit', { token, uploadDraft, uploads }),
    idOf,
  };
}

/** The link's token: what follows `#` in the link the detail and the e-mail carry. */
export const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

/** Each document's stored key and the SHA-256 of its bytes. */
export async function storedDocuments(testApp: TestApp, id: string) {
  const [row] = await testApp.deps.database.db
    .select()
    .from(registrations)
    .where(eq(registrations.id, id));
  const result: Partial<Record<DocumentField, { key: string; sha256: string }>> = {};
  for (const { field, keyColumn } of DOCUMENTS) {
    const key = row![keyColumn];
    if (!key) continue;
    const file = await testApp.deps.storage.get(key);
    const hash = createHash('sha256');
    for await (const chunk of file.stream) hash.update(chunk as Buffer);
    result[field] = { key, sha256: hash.digest('hex') };
  }
  return { row: row!, documents: result };
}
