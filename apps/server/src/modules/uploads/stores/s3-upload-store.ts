import { PassThrough, Readable, pipeline } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  NoSuchKey,
  type S3Client,
} from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import type { KvStore } from '@tus/server';
import type { S3Config } from '../../../config';
import { createS3Client, s3ClientConfig } from '../../../storage/s3-storage';
import { PrefixedDataStore } from './prefixed-data-store';
import type { UploadStore } from './upload-store';

/**
 * Where unfinished uploads live in the bucket: per upload, its multipart upload (then the
 * assembled file) at `<prefix><id>`, its metadata at `<id>.info`, and the tail shorter than an
 * S3 part at `<id>.part`. No private file's key starts with it (storage/object-keys.ts).
 */
export const UNFINISHED_UPLOADS_PREFIX = 'unfinished-uploads/';

/**
 * The S3 store caches each upload's metadata (its multipart upload id and length) in memory by
 * default. Every instance reads the same `.info` object instead: a process's cache would go stale
 * when another instance finishes or removes the upload, and would only grow.
 */
const sharedInfoObjectsOnly: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

/** The upload a key under the prefix belongs to (`<id>`, `<id>.info`, `<id>.part`). */
function uploadIdOf(key: string): string {
  return key.slice(UNFINISHED_UPLOADS_PREFIX.length).replace(/\.(info|part)$/, '');
}

/** The S3 store keeps its client to itself; a cleanup's store is closed after one sweep. */
class ClosableS3Store extends S3Store {
  close(): void {
    this.client.destroy();
  }
}

/** The checks tell an empty file by the bytes read, which a file stream counts and S3's does not. */
function counted(body: Readable): Readable & { bytesRead: number } {
  const counter = Object.assign(new PassThrough(), { bytesRead: 0 });
  body.on('data', (chunk: Buffer) => (counter.bytesRead += chunk.length));
  pipeline(body, counter, () => undefined);
  return counter;
}

/** Unfinished uploads in the bucket, through `@tus/s3-store`: every instance sees the same ones. */
export function createS3UploadStore(config: S3Config, expiryMs: number): UploadStore {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const s3Store = new ClosableS3Store({
    s3ClientConfig: { ...s3ClientConfig(config), bucket: Bucket },
    expirationPeriodInMilliseconds: expiryMs,
    // Tags are not supported by every S3-compatible service; our cleanup expires uploads.
    useTags: false,
    cache: sharedInfoObjectsOnly,
  });
  const keyOf = (id: string) => `${UNFINISHED_UPLOADS_PREFIX}${id}`;

  async function deleteKeys(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  return {
    datastore: new PrefixedDataStore(s3Store, UNFINISHED_UPLOADS_PREFIX),
    async read(id) {
      const body = await client
        .send(new GetObjectCommand({ Bucket, Key: keyOf(id) }))
        .then((object) => object.Body)
        .catch(async (error: unknown) => {
          // An empty upload never completes its multipart upload, so it has no object.
          const empty =
            error instanceof NoSuchKey && (await s3Store.getUpload(keyOf(id))).size === 0;
          if (empty) return Readable.from([]);
          throw error;
        });
      if (!(body instanceof Readable)) throw new Error('S3 returned no readable body');
      return counted(body);
    },
    async remove(id) {
      const key = keyOf(id);
      // Aborts the multipart upload while there is one; a finished upload has none, and then
      // the store leaves its objects (it answers "not found" first), so they are deleted here.
      await s3Store.remove(key).catch(() => undefined);
      await deleteKeys([key, `${key}.info`, `${key}.part`]);
    },
    async deleteExpired(cutoff) {
      const removed = new Set<string>();
      for await (const upload of multipartUploadsBefore(client, Bucket, cutoff)) {
        await client.send(
          new AbortMultipartUploadCommand({ Bucket, Key: upload.key, UploadId: upload.uploadId }),
        );
        removed.add(uploadIdOf(upload.key));
      }
      // The metadata and tails of those, and what a crash left after an upload finished.
      const keys: string[] = [];
      for await (const key of objectsBefore(client, Bucket, cutoff)) {
        keys.push(key);
        removed.add(uploadIdOf(key));
      }
      await deleteKeys(keys);
      return removed.size;
    },
    close() {
      s3Store.close();
      client.destroy();
    },
  };
}

/** Multipart uploads under the prefix initiated before `cutoff`, page after page. */
async function* multipartUploadsBefore(client: S3Client, Bucket: string, cutoff: Date) {
  let KeyMarker: string | undefined;
  let UploadIdMarker: string | undefined;
  do {
    const page = await client.send(
      new ListMultipartUploadsCommand({
        Bucket,
        Prefix: UNFINISHED_UPLOADS_PREFIX,
        KeyMarker,
        UploadIdMarker,
      }),
    );
    for (const upload of page.Uploads ?? []) {
      if (upload.Key && upload.UploadId && upload.Initiated && upload.Initiated < cutoff) {
        yield { key: upload.Key, uploadId: upload.UploadId };
      }
    }
    ({ NextKeyMarker: KeyMarker, NextUploadIdMarker: UploadIdMarker } = page);
    if (!page.IsTruncated) return;
  } while (KeyMarker);
}

/** Objects under the prefix last written before `cutoff`, page after page. */
async function* objectsBefore(client: S3Client, Bucket: string, cutoff: Date) {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket, Prefix: UNFINISHED_UPLOADS_PREFIX, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key && object.LastModified && object.LastModified < cutoff) yield object.Key;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}
