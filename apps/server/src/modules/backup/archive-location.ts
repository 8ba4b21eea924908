import type { S3Config } from '../../config';
import { BackupRefusedError } from './backup-errors';
import { isS3Url, parseS3Url, S3_URL_HINT, type S3Location } from '../../s3-url';

/** Where an archive is: a local file, or an object in a bucket reached through the S3_* settings. */
export type ArchiveLocation = { kind: 'file'; path: string } | ({ kind: 's3' } & S3Location);

/** A path, or `s3://bucket/key`. */
export function parseArchiveLocation(text: string): ArchiveLocation {
  if (!isS3Url(text)) return { kind: 'file', path: text };
  const s3 = parseS3Url(text);
  if (!s3 || s3.key === '' || s3.key.endsWith('/')) {
    throw new BackupRefusedError(
      `"${text}" is not an S3 object: write it as ${S3_URL_HINT}<name>.`,
    );
  }
  return { kind: 's3', ...s3 };
}

/** What the commands print: the path, or `s3://bucket/key`. */
export function describeLocation(location: ArchiveLocation): string {
  return location.kind === 'file' ? location.path : `s3://${location.bucket}/${location.key}`;
}

/** The S3 connection for an archive in a bucket: the S3_* settings of the files. */
export function s3ConnectionFor(location: ArchiveLocation, s3: S3Config | undefined): S3Config {
  if (!s3) {
    throw new BackupRefusedError(
      `${describeLocation(location)} is reached through the S3_* settings (S3_REGION, S3_ACCESS_KEY_ID, ` +
        'S3_SECRET_ACCESS_KEY, S3_BUCKET, and S3_ENDPOINT for non-AWS services), which are not set.',
    );
  }
  return s3;
}
