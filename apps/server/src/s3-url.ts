/** `s3://bucket/key`: a backup target (BACKUP_S3_PREFIX) or archive in a bucket. */
export type S3Location = { bucket: string; key: string };

/** S3's rule for bucket names (3–63 lowercase letters, digits, dots and dashes). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const S3_URL_HINT = 's3://bucket/key, e.g. s3://toko-backups/daily/';

export function isS3Url(text: string): boolean {
  return text.startsWith('s3://');
}

/** The bucket and key of `s3://bucket/key`; undefined when it is not one (no empty segment). */
export function parseS3Url(text: string): S3Location | undefined {
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(text);
  if (!match) return undefined;
  const [, bucket = '', key = ''] = match;
  if (!BUCKET.test(bucket) || key.startsWith('/') || key.includes('//')) return undefined;
  return { bucket, key };
}

export function s3Url({ bucket, key }: S3Location): string {
  return `s3://${bucket}/${key}`;
}
