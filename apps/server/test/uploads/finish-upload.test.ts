import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_UPLOADS_PER_DRAFT } from '@toko/contracts';
import { Upload } from '@tus/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFiles, uploads } from '../../src/db/schema/index';
import { proofRule } from '../../src/modules/orders/proof-rule';
import { storeFinishedUpload } from '../../src/modules/uploads/finish-upload';
import { createUploadStore } from '../../src/modules/uploads/stores/create-upload-store';
import type { UploadStore } from '../../src/modules/uploads/stores/upload-store';
import {
  findUpload,
  insertUploadIfRoom,
  type UploadRow,
} from '../../src/modules/uploads/uploads-repository';
import { storedFileCount } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jpegBytes } from './sample-files';

/**
 * tus lets go of an upload's lock before its finish hook runs, so a second request for an upload
 * whose last bytes are in (a repeated PATCH of no bytes at the final offset) finishes it again
 * while the first is still at it, or just after. The upload stays finished with its one file:
 * the second copy is not kept, and the row is not lost with it.
 */
describe('a finished upload, finished twice', () => {
  let testApp: TestApp;
  let store: UploadStore;

  beforeAll(async () => {
    testApp = await createTestApp();
    store = createUploadStore(testApp.deps.config);
  });
  afterAll(async () => {
    store?.close();
    await testApp?.close();
  });

  /** An upload of a proof with all its bytes in the store, and its row. */
  async function uploadedProof(): Promise<UploadRow> {
    const id = randomBytes(16).toString('hex');
    const bytes = jpegBytes(50_000);
    await store.datastore.create(new Upload({ id, size: bytes.length, offset: 0 }));
    await store.datastore.write(Readable.from([bytes]), id, 0);
    const now = testApp.deps.now();
    const row = { id, draftId: randomUUID(), slot: 'proof', length: bytes.length, createdAt: now };
    await insertUploadIfRoom(
      testApp.deps.database.db,
      { ...row, expiresAt: new Date(now.getTime() + 3_600_000) },
      MAX_UPLOADS_PER_DRAFT,
    );
    return (await findUpload(testApp.deps.database.db, id))!;
  }

  const finish = (row: UploadRow) =>
    storeFinishedUpload(testApp.deps, store, row, 'bukti.jpg', proofRule, testApp.app.log);

  const isStored = (key: string) =>
    testApp.deps.storage.get(key).then(
      (file) => (file.stream.destroy(), true),
      () => false,
    );

  const tracesOf = async (key: string) =>
    testApp.deps.database.db.select().from(pendingFiles).where(eq(pendingFiles.key, key));

  it('at the same time: one file is kept, the other copy is deleted with its trace', async () => {
    const row = await uploadedProof();
    const before = storedFileCount(testApp.deps);
    const results = await Promise.allSettled([finish(row), finish(row)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const finished = await findUpload(testApp.deps.database.db, row.id);
    expect(finished?.completedAt).toBeInstanceOf(Date);
    expect(await isStored(finished!.storedKey!)).toBe(true);
    // One object: its data and its metadata.
    expect(storedFileCount(testApp.deps)).toBe(before + 2);
    expect(await tracesOf(finished!.storedKey!)).toEqual([]);
    expect(await testApp.deps.database.db.select().from(pendingFiles)).toEqual([]);
  });

  it('after the first has removed the bytes: the second fails, the finished upload stays', async () => {
    const row = await uploadedProof();
    await finish(row);
    const finished = await findUpload(testApp.deps.database.db, row.id);
    await store.remove(row.id);
    await expect(finish(row)).rejects.toThrow();
    const [kept] = await testApp.deps.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, row.id));
    expect(kept).toEqual(finished);
    expect(await isStored(kept!.storedKey!)).toBe(true);
  });
});
