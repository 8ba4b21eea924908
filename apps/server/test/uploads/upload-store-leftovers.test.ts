import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCleanup } from '../../src/modules/maintenance/cleanup-schedule';
import { createUploadStore } from '../../src/modules/uploads/stores/create-upload-store';
import type { UploadStore } from '../../src/modules/uploads/stores/upload-store';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startLocalS3, type LocalS3 } from '../storage/local-s3';

/**
 * An upload whose bytes reached the store but whose row never committed (a crash between the
 * two) has no row for the cleanup to find: the store's own sweep removes it once it is older
 * than the expiry, and leaves a younger one alone.
 */
describe.each(['disk', 's3'] as const)(
  'the upload store on %s: leftovers without a row',
  (kind) => {
    let s3: LocalS3 | undefined;
    let testApp: TestApp;
    let store: UploadStore;

    beforeAll(async () => {
      s3 = kind === 's3' ? await startLocalS3() : undefined;
      testApp = await createTestApp({ config: { s3: s3?.config } });
      store = createUploadStore(testApp.deps.config);
    });
    afterAll(async () => {
      store?.close();
      await testApp?.close();
      await s3?.close();
    });

    const begin = async (bytes: number) => {
      const id = randomBytes(16).toString('hex');
      await store.datastore.create(new Upload({ id, size: 1000, offset: 0 }));
      await store.datastore.write(Readable.from([randomBytes(bytes)]), id, 0);
      return id;
    };
    const exists = (id: string) =>
      store.datastore.getUpload(id).then(
        (upload) => upload.offset,
        () => 'gone',
      );

    it('keeps one younger than the expiry, and removes it once it is older', async () => {
      const left = await begin(400);
      await runCleanup(testApp.deps, testApp.app.log);
      expect(await exists(left)).toBe(400);

      testApp.advanceTime(testApp.deps.config.uploadExpiryHours * 3_600_000 + 1000);
      await runCleanup(testApp.deps, testApp.app.log);
      expect(await exists(left)).toBe('gone');
    });
  },
);
