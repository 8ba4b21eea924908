import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { STORAGE_CACHE_CONTROL_SECONDS } from '@toko/contracts';
import { Readable, pipeline } from 'node:stream';
import type { S3Config } from '../config';
import { ByteLimit } from './byte-limit';
import { fileNameOfKey } from './file-names';
import { assertValidObjectKey } from './object-keys';
import type { UrlSigner } from './url-signer';
import {
  FALLBACK_CONTENT_TYPE,
  FileTooLargeError,
  StoredFileNotFoundError,
  type Storage,
} from './storage';

const CACHE_CONTROL = `private, max-age=${STORAGE_CACHE_CONTROL_SECONDS}`;
/** Object metadata must be ASCII, so the download name is kept URI-encoded. */
const DOWNLOAD_NAME_METADATA = 'download-name';

function storedDownloadName(metadata: Record<string, string> | undefined): string | undefined {
  const stored = metadata?.[DOWNLOAD_NAME_METADATA];
  return stored ? decodeURIComponent(stored) : undefined;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

async function notFoundAs<T>(key: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw isNotFound(error) ? new StoredFileNotFoundError(key) : error;
  }
}

/** The client settings every S3 client of ours uses (storage, unfinished uploads, backups). */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // S3-compatible services (MinIO, R2, older gateways) often reject the SDK's default
    // trailing CRC32 checksums; checksums are sent only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client(s3ClientConfig(config));
}

/**
 * Files as objects in one private bucket. Uploads stream in parts (the size is unknown up
 * front); past the limit the upload fails and lib-storage aborts the multipart upload, so no
 * object and no orphaned parts remain. Signed URLs are our own `/api/files/...` links, served
 * by streaming the object through the server: a presigned S3 URL cannot carry `nosniff` or
 * `no-store`, and the bucket never needs to be reachable from browsers.
 */
export function createS3Storage(config: S3Config, signer: UrlSigner): Storage {
  const client = createS3Client(config);
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, body, options) {
      assertValidObjectKey(key);
      // The object appears when the upload completes, out of reach of a hook: wait first.
      await options.beforePublish?.();
      const limit = new ByteLimit(options.maxBytes);
      // The limit stream is what the upload reads: a source error or the size error reaches it.
      pipeline(body, limit, () => {});
      const upload = new Upload({
        client,
        leavePartsOnError: false,
        params: {
          Bucket,
          Key: key,
          Body: limit,
          ContentType: options.contentType,
          CacheControl: CACHE_CONTROL,
          Metadata: options.downloadName
            ? { [DOWNLOAD_NAME_METADATA]: encodeURIComponent(options.downloadName) }
            : undefined,
        },
      });
      try {
        await upload.done();
      } catch (error) {
        throw limit.exceeded ? new FileTooLargeError(options.maxBytes) : error;
      }
      return { key, size: limit.bytes };
    },

    async get(key) {
      assertValidObjectKey(key);
      const response = await notFoundAs(
        key,
        client.send(new GetObjectCommand({ Bucket, Key: key })),
      );
      if (!(response.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return {
        stream: response.Body,
        size: response.ContentLength ?? 0,
        contentType: response.ContentType ?? FALLBACK_CONTENT_TYPE,
        downloadName: storedDownloadName(response.Metadata),
      };
    },

    async delete(key) {
      assertValidObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteUnfinishedWrites() {
      // A multipart upload cut off by a crash is invisible as an object and is billed until
      // aborted: the bucket's lifecycle rule aborts it (docs/deploy.md), not this process.
      return 0;
    },

    async signedUrl(key, expiresInSeconds, downloadName, holder) {
      assertValidObjectKey(key);
      const head = await notFoundAs(key, client.send(new HeadObjectCommand({ Bucket, Key: key })));
      const name = downloadName ?? storedDownloadName(head.Metadata) ?? fileNameOfKey(key);
      return signer.sign(key, expiresInSeconds, name, holder);
    },
  };
}
