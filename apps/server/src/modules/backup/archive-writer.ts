import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../../config';
import { describeLocation, s3ConnectionFor, type ArchiveLocation } from './archive-location';
import { BackupRefusedError } from './backup-errors';

/** Writes one archive where it belongs; nothing is there unless the whole archive was written. */
export type ArchiveWriter = {
  location: ArchiveLocation;
  /** An unencrypted archive may only be written to a local file the operator named. */
  local: boolean;
  /** Refuses before anything is read when the archive cannot be written there. */
  prepare(): Promise<void>;
  /** Consumes `archive` to its end; resolves to the bytes written. */
  write(archive: Readable): Promise<number>;
};

/** A local file: written beside it as `<path>.partial`, moved into place when complete. */
function fileWriter(location: Extract<ArchiveLocation, { kind: 'file' }>): ArchiveWriter {
  const partial = `${location.path}.partial`;
  return {
    location,
    local: true,
    async prepare() {
      await mkdir(dirname(location.path), { recursive: true });
      if (existsSync(partial)) {
        throw new BackupRefusedError(`${partial} exists: another backup is being written there.`);
      }
    },
    async write(archive) {
      const output = createWriteStream(partial, { mode: 0o600 });
      try {
        await pipeline(archive, output);
        await rename(partial, location.path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return output.bytesWritten;
    },
  };
}

/**
 * An S3 object, streamed by lib-storage's `Upload` in 5 MB parts (at most four in memory); the
 * object appears only when the upload completes, and a failed upload is aborted, leaving no parts.
 */
function s3Writer(
  location: Extract<ArchiveLocation, { kind: 's3' }>,
  s3: S3Config | undefined,
): ArchiveWriter {
  const connection = s3ConnectionFor(location, s3);
  return {
    location,
    local: false,
    async prepare() {},
    async write(archive) {
      const [{ Upload }, { createS3Client }] = await Promise.all([
        import('@aws-sdk/lib-storage'),
        import('../../storage/s3-storage'),
      ]);
      const client = createS3Client(connection);
      let bytes = 0;
      const body = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      const upload = new Upload({
        client,
        leavePartsOnError: false,
        params: {
          Bucket: location.bucket,
          Key: location.key,
          Body: body,
          ContentType: 'application/octet-stream',
        },
      });
      // Both settle before the client goes: a failed source fails the upload (which aborts
      // itself), a failed upload stops the source.
      const results = await Promise.allSettled([
        pipeline(archive, body),
        upload.done().catch((error: unknown) => {
          archive.destroy(error instanceof Error ? error : new Error(String(error)));
          throw error;
        }),
      ]);
      client.destroy();
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) {
        const reason: unknown = failure.reason;
        throw new Error(`writing ${describeLocation(location)} failed: ${messageOf(reason)}`, {
          cause: reason,
        });
      }
      return bytes;
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function archiveWriter(location: ArchiveLocation, s3: S3Config | undefined): ArchiveWriter {
  return location.kind === 'file' ? fileWriter(location) : s3Writer(location, s3);
}
