import { DOCUMENT_FIELDS } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../helpers/listen';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { startLocalS3, type LocalS3 } from '../storage/local-s3';
import { pngBytes } from '../uploads/sample-files';
import { correctionClient, storedDocuments, tokenOf } from './correction-client';

/** The correction of one document with the files in an S3 bucket, as a deployment keeps them. */
describe('document corrections with S3 storage', () => {
  let s3: LocalS3;
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    testApp = await createTestApp({ config: { s3: s3.config } });
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
  });

  it('replaces only the KTP in the bucket and keeps the old one as an earlier version', async () => {
    const created = await testApp.app.inject(
      await registrationRequest(testApp.app, validRegistration()),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie },
    });
    const asked = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${id}/corrections`,
      headers: { cookie },
      payload: {
        documents: [{ field: 'ktp', reason: 'blurry' }],
        expectedUpdatedAt: detail.json().updatedAt,
      },
    });
    expect(asked.statusCode).toBe(200);
    const token = tokenOf(asked.json().correction.url);
    const before = await storedDocuments(testApp, id);

    const client = correctionClient(testApp, (await listen(testApp.app)).origin);
    const { draft } = await client.draft(token);
    const sent = await client.upload(draft!, 'ktp', pngBytes(), 'ktp-baru.png');
    expect(sent.error).toBeUndefined();
    const submitted = await client.submit(token, draft!, { ktp: client.idOf(sent.url) });
    expect(submitted.statusCode).toBe(204);

    const after = await storedDocuments(testApp, id);
    expect(after.row.status).toBe('new');
    expect(after.documents.ktp!.sha256).not.toBe(before.documents.ktp!.sha256);
    for (const field of DOCUMENT_FIELDS.filter((name) => name !== 'ktp')) {
      expect(after.documents[field], field).toEqual(before.documents[field]);
    }
    const old = await testApp.deps.storage.get(before.documents.ktp!.key);
    old.stream.destroy();
    expect(old.size).toBeGreaterThan(0);
  });
});
