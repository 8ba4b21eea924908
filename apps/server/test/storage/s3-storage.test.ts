import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newObjectKey } from '../../src/storage/object-keys';
import { createS3Client, createS3Storage } from '../../src/storage/s3-storage';
import { createUrlSigner } from '../../src/storage/url-signer';
import { FileTooLargeError, type Storage } from '../../src/storage/storage';
import { startLocalS3, type LocalS3 } from './local-s3';
import { describeStorageContract } from './storage-contract';

let s3: LocalS3;
let storage: Storage;

const signer = createUrlSigner('s3-test-signing-secret'.padEnd(64, 'z'), () => new Date());

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = createS3Storage(s3.config, signer);
});
afterAll(() => s3.close());

describeStorageContract('s3', () => storage, signer);

describe('s3 storage', () => {
  const content = Buffer.from('%PDF-1.7 bukti');
  let key: string;

  beforeAll(async () => {
    key = newObjectKey('payment-proofs', 'pdf');
    await storage.put(key, Readable.from([content]), {
      maxBytes: 1024,
      contentType: 'application/pdf',
    });
  });

  it('stores objects with a private cache control of 3600 s', async () => {
    const client = createS3Client(s3.config);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    client.destroy();
    expect(head.CacheControl).toBe('private, max-age=3600');
    expect(head.ContentType).toBe('application/pdf');
  });

  it('aborts the multipart upload of a large file that passes the limit', async () => {
    const large = newObjectKey('payment-proofs', 'png');
    const MiB = 1024 * 1024;
    const body = Readable.from(
      (function* () {
        for (let index = 0; index < 12; index += 1) yield Buffer.alloc(MiB);
      })(),
    );
    await expect(
      storage.put(large, body, { maxBytes: 11 * MiB, contentType: 'image/png' }),
    ).rejects.toBeInstanceOf(FileTooLargeError);

    const forKey = s3.requests.filter((request) => request.includes(large));
    expect(
      forKey.some((request) => request.startsWith('POST') && request.includes('uploads')),
    ).toBe(true);
    expect(forKey.at(-1)).toMatch(/^DELETE .*uploadId=/);
  });

  it('stops reading the upload when S3 refuses it', async () => {
    const noBucket = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' }, signer);
    const body = Readable.from(
      (function* () {
        for (let index = 0; index < 30; index += 1) yield Buffer.alloc(1024 * 1024);
      })(),
    );
    await expect(
      noBucket.put(newObjectKey('payment-proofs', 'png'), body, {
        maxBytes: 50 * 1024 * 1024,
        contentType: 'image/png',
      }),
    ).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await vi.waitFor(() => expect(body.destroyed).toBe(true));
  });
});
