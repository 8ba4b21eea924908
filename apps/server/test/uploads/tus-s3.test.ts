import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema/index';
import { runCleanup } from '../../src/modules/maintenance/cleanup-schedule';
import { createS3Client } from '../../src/storage/s3-storage';
import { UNFINISHED_UPLOADS_PREFIX } from '../../src/modules/uploads/stores/s3-upload-store';
import { listen } from '../helpers/listen';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startLocalS3, type LocalS3 } from '../storage/local-s3';
import { jpegBytes } from './sample-files';
import { checkoutDraft, idOf, sendWithTus } from './tus-client';

const KIB = 1024;
const MIB = 1024 * KIB;

describe('the tus endpoint with S3 storage: unfinished uploads in the bucket', () => {
  let s3: LocalS3;
  let client: S3Client;
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    client = createS3Client(s3.config);
    testApp = await createTestApp({ config: { s3: s3.config } });
    ({ origin } = await listen(testApp.app));
  });
  afterAll(async () => {
    await testApp?.close();
    client?.destroy();
    await s3?.close();
  });

  const Bucket = () => s3.config.bucket;
  const rowOf = async (id: string) =>
    (await testApp.deps.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];
  const keysUnder = async (Prefix: string) =>
    (
      (await client.send(new ListObjectsV2Command({ Bucket: Bucket(), Prefix }))).Contents ?? []
    ).map((object) => object.Key);
  const multipartUploads = async () =>
    (await client.send(new ListMultipartUploadsCommand({ Bucket: Bucket() }))).Uploads ?? [];
  const readStored = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of (await testApp.deps.storage.get(key)).stream) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  };
  /** Sends `content` in `chunkSize` pieces and stops after `pieces` of them, as a cut does. */
  const sendPart = (token: string, content: Buffer, chunkSize: number, pieces: number) => {
    let sent = 0;
    return sendWithTus(origin, token, content, {
      chunkSize,
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH' && (sent += 1) > pieces) {
          throw new Error('network gone');
        }
      },
    });
  };

  it('takes a 6 MiB file in 1 MiB pieces through S3 parts, checks it, and leaves nothing unfinished', async () => {
    const token = await checkoutDraft(testApp);
    const content = jpegBytes(6 * MIB);
    const sent = await sendWithTus(origin, token, content, { chunkSize: MIB });
    expect(sent.error).toBeUndefined();

    const row = await rowOf(idOf(sent.url));
    expect(row).toMatchObject({ slot: 'proof', length: content.length, contentType: 'image/jpeg' });
    expect((await readStored(row!.storedKey!)).equals(content)).toBe(true);
    // The parts went to the bucket (not the data folder), and left it when the file was checked.
    expect(
      s3.requests.some((line) => line.startsWith(`PUT /${Bucket()}/unfinished-uploads/`)),
    ).toBe(true);
    expect(await keysUnder(UNFINISHED_UPLOADS_PREFIX)).toEqual([]);
    expect(await multipartUploads()).toEqual([]);
  });

  it('resumes a cut upload from the offset S3 holds', async () => {
    const token = await checkoutDraft(testApp);
    const content = jpegBytes(700 * KIB);
    const cut = await sendPart(token, content, 256 * KIB, 1);
    expect(cut.error).toBeDefined();
    const id = idOf(cut.url);
    const head = await testApp.app.inject({
      method: 'HEAD',
      url: `/api/uploads/${id}`,
      headers: { 'tus-resumable': '1.0.0', 'upload-draft-token': token },
    });
    expect(head.headers['upload-offset']).toBe(String(256 * KIB));

    const resumed = await sendWithTus(origin, token, content, { uploadUrl: cut.url! });
    expect(resumed.error).toBeUndefined();
    const row = await rowOf(id);
    expect((await readStored(row!.storedKey!)).equals(content)).toBe(true);
    expect(await keysUnder(UNFINISHED_UPLOADS_PREFIX)).toEqual([]);
  });

  it('expired uploads leave nothing in S3: their objects, their multipart uploads, their files', async () => {
    const token = await checkoutDraft(testApp);
    // One cut after a whole S3 part (5 MiB), one after a tail shorter than a part, one finished.
    const big = await sendPart(token, jpegBytes(8 * MIB), 5 * MIB, 1);
    const small = await sendPart(token, jpegBytes(300 * KIB), 100 * KIB, 1);
    const finished = await sendWithTus(origin, token, jpegBytes(64 * KIB));
    expect([big.error, small.error, finished.error].map(Boolean)).toEqual([true, true, false]);
    expect(await multipartUploads()).toHaveLength(2);
    expect((await keysUnder(UNFINISHED_UPLOADS_PREFIX)).length).toBeGreaterThan(0);

    // Before the expiry the cleanup keeps them.
    await runCleanup(testApp.deps, testApp.app.log);
    expect(await multipartUploads()).toHaveLength(2);

    testApp.advanceTime(testApp.deps.config.uploadExpiryHours * 3_600_000 + 1000);
    await runCleanup(testApp.deps, testApp.app.log);
    for (const sent of [big, small, finished]) expect(await rowOf(idOf(sent.url))).toBeUndefined();
    expect(await multipartUploads()).toEqual([]);
    expect(await keysUnder('')).toEqual([]);
  });

  it('aborts a multipart upload a crash left under the prefix without a row, and only those', async () => {
    const start = async (Key: string) => {
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket: Bucket(), Key }),
      );
      await client.send(
        new UploadPartCommand({
          Bucket: Bucket(),
          Key,
          UploadId,
          PartNumber: 1,
          Body: Buffer.alloc(5 * MIB, 1),
        }),
      );
    };
    await start(`${UNFINISHED_UPLOADS_PREFIX}${'a'.repeat(32)}`);
    await start('payment-proofs/2026/11/someone-elses-upload.jpg');

    testApp.advanceTime(testApp.deps.config.uploadExpiryHours * 3_600_000 + 1000);
    await runCleanup(testApp.deps, testApp.app.log);
    expect((await multipartUploads()).map((upload) => upload.Key)).toEqual([
      'payment-proofs/2026/11/someone-elses-upload.jpg',
    ]);
  });
});
