import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { MAX_UPLOAD_BYTES, REGISTRATION_FILE_FIELDS } from '@toko/contracts';
import { t as checkoutText } from '@toko/contracts/i18n/checkout';
import { t as registrationText } from '@toko/contracts/i18n/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFiles, uploads } from '../../src/db/schema/index';
import { createS3Client } from '../../src/storage/s3-storage';
import { storedFileCount } from '../helpers/stored-files';
import { listen } from '../helpers/listen';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startLocalS3, type LocalS3 } from '../storage/local-s3';
import { hostileFiles } from './hostile-files';
import { jpegBytes } from './sample-files';
import { checkoutDraft, draftOf, sendWithTus } from './tus-client';

const proof = {
  kind: 'checkout',
  slot: 'proof',
  type: checkoutText('checkout.proof.type'),
  size: checkoutText('checkout.proof.size'),
} as const;
const documents = REGISTRATION_FILE_FIELDS.map((slot) => ({
  kind: 'registration' as const,
  slot,
  type: registrationText('registration.file.type'),
  size: registrationText('registration.file.size'),
}));

/**
 * Every slot on disk; on S3, where only the store differs, the proof and one document (the
 * sign-up's slots share one rule). One app per store serves all its slots: each case compares
 * what is stored after it with what was stored before it, so the slots need no app of their own.
 */
const matrix = [
  { storage: 'disk' as const, slots: [proof, ...documents] },
  { storage: 's3' as const, slots: [proof, documents[0]!] },
];

describe.each(matrix)('/api/uploads on $storage', ({ storage, slots }) => {
  let s3: LocalS3 | undefined;
  let client: S3Client | undefined;
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    s3 = storage === 's3' ? await startLocalS3() : undefined;
    client = s3 && createS3Client(s3.config);
    testApp = await createTestApp({ config: { s3: s3?.config } });
    ({ origin } = await listen(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    client?.destroy();
    await s3?.close();
  });

  /** On disk the private files and the upload store's; with S3 every object and multipart upload. */
  async function inStorage() {
    if (!client || !s3) {
      const store = join(testApp.deps.config.dataDir, 'uploads');
      return {
        files: storedFileCount(testApp.deps),
        uploadStore: readdirSync(store, { withFileTypes: true }).filter((entry) => entry.isFile())
          .length,
      };
    }
    const Bucket = s3.config.bucket;
    return {
      objects: (await client.send(new ListObjectsV2Command({ Bucket }))).KeyCount ?? 0,
      multipartUploads:
        (await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads?.length ?? 0,
    };
  }

  async function leftBehind() {
    const db = testApp.deps.database.db;
    return {
      ...(await inStorage()),
      pending: (await db.select().from(pendingFiles)).length,
      uploads: (await db.select().from(uploads)).length,
    };
  }

  describe.each(slots)('the $slot slot refuses hostile files and keeps nothing of them', (slot) => {
    const cases = [
      ...hostileFiles,
      [
        '10 MiB + 1 byte',
        { fileName: 'besar.jpg', type: 'image/jpeg', content: jpegBytes(MAX_UPLOAD_BYTES + 1) },
        { status: 413, message: slot.size },
      ] as const,
    ];

    it.each(cases)('refuses %s', async (_case, file, expected) => {
      await sendWithTus(origin, await checkoutDraft(testApp), jpegBytes());
      const before = await leftBehind();
      const sent = await sendWithTus(origin, await draftOf(testApp, slot.kind), file.content, {
        metadata: { slot: slot.slot, filename: file.fileName },
      });
      const message = expected.message === 'type' ? slot.type : expected.message;
      expect(sent.error?.status).toBe(expected.status);
      expect(Object.values(JSON.parse(sent.error!.body).error.fields)).toEqual([message]);
      expect(await leftBehind()).toEqual(before);
    });
  });
});
