import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupTarget, S3Config } from '../../config';
import { BACKUP_FILE_PATTERN, backupFileName } from './backup-file-name';
import { s3Url } from '../../s3-url';

/** Where the archive of `at` goes in BACKUP_DIR or under BACKUP_S3_PREFIX: a path or an s3:// URL. */
export function archiveInTarget(target: BackupTarget, at: Date): string {
  const name = backupFileName(at);
  return target.kind === 'dir'
    ? join(target.dir, name)
    : s3Url({ bucket: target.bucket, key: `${target.prefix}${name}` });
}

async function folderArchives(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => BACKUP_FILE_PATTERN.test(name));
}

/** The archives directly under the prefix (not deeper), by name; pages through the listing. */
async function bucketArchives(
  target: Extract<BackupTarget, { kind: 's3' }>,
  s3: S3Config,
): Promise<{ names: string[]; remove(name: string): Promise<void>; close(): void }> {
  const [{ DeleteObjectCommand, ListObjectsV2Command }, { createS3Client }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('../../storage/s3-storage'),
  ]);
  const client = createS3Client(s3);
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: target.bucket,
        Prefix: target.prefix,
        ContinuationToken: token,
      }),
    );
    for (const { Key } of page.Contents ?? []) {
      const name = Key?.slice(target.prefix.length) ?? '';
      if (BACKUP_FILE_PATTERN.test(name)) names.push(name);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return {
    names,
    remove: async (name) => {
      await client.send(
        new DeleteObjectCommand({ Bucket: target.bucket, Key: `${target.prefix}${name}` }),
      );
    },
    close: () => client.destroy(),
  };
}

/**
 * Keeps the newest `keep` archives in the target (their names sort by time) and deletes the
 * rest; other files and objects are left alone. Returns the names deleted.
 */
export async function rotateBackups(
  target: BackupTarget,
  keep: number,
  s3: S3Config | undefined,
): Promise<string[]> {
  const oldest = (names: string[]) => names.sort().slice(0, Math.max(0, names.length - keep));
  if (target.kind === 'dir') {
    const old = oldest(await folderArchives(target.dir));
    for (const name of old) await rm(join(target.dir, name), { force: true });
    return old;
  }
  if (!s3) throw new Error('BACKUP_S3_PREFIX needs the S3_* settings');
  const archives = await bucketArchives(target, s3);
  try {
    const old = oldest(archives.names);
    for (const name of old) await archives.remove(name);
    return old;
  } finally {
    archives.close();
  }
}
