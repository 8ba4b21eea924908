import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { describeLocation, s3ConnectionFor, type ArchiveLocation } from './archive-location';
import { BackupRefusedError } from './backup-errors';

function missing(location: ArchiveLocation): BackupRefusedError {
  return new BackupRefusedError(`${describeLocation(location)} does not exist.`);
}

async function openFile(path: string, location: ArchiveLocation): Promise<Readable> {
  const stream = createReadStream(path);
  try {
    await once(stream, 'open');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw missing(location);
    throw error;
  }
  return stream;
}

async function openObject(
  location: Extract<ArchiveLocation, { kind: 's3' }>,
  s3: S3Config | undefined,
): Promise<Readable> {
  const connection = s3ConnectionFor(location, s3);
  const [{ GetObjectCommand, S3ServiceException }, { createS3Client }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('../../storage/s3-storage'),
  ]);
  const client = createS3Client(connection);
  try {
    const response = await client.send(
      new GetObjectCommand({ Bucket: location.bucket, Key: location.key }),
    );
    if (!(response.Body instanceof Readable)) throw new Error('S3 returned no readable body');
    response.Body.once('close', () => client.destroy());
    return response.Body;
  } catch (error) {
    client.destroy();
    if (error instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(error.name)) {
      throw missing(location);
    }
    throw error;
  }
}

/** The archive's bytes from the start: a local file, or one streamed GET of the object. */
export function openArchive(
  location: ArchiveLocation,
  s3: S3Config | undefined,
): Promise<Readable> {
  return location.kind === 'file' ? openFile(location.path, location) : openObject(location, s3);
}
