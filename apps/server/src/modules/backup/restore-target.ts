import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pg from 'pg';
import type { Config } from '../../config';
import type { ArchiveLocation } from './archive-location';

/** The embedded database's folder and the disk storage's objects, as the server uses them. */
export const embeddedDatabaseFolder = (config: Config) => join(config.dataDir, 'pglite');
export const diskFilesFolder = (config: Config) => join(config.dataDir, 'files');

function hasEntries(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
       where table_schema in ('public', 'drizzle')`,
    );
    return Number(rows[0]?.count ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** Keys of the files bucket that are backups, not stored files: BACKUP_S3_PREFIX, the archive. */
function backupKeysIn(config: Config, archive: ArchiveLocation): (key: string) => boolean {
  const bucket = config.s3?.bucket;
  const { target } = config.backup;
  const prefix = target.kind === 's3' && target.bucket === bucket ? target.prefix : undefined;
  const archiveKey = archive.kind === 's3' && archive.bucket === bucket ? archive.key : undefined;
  return (key) => key === archiveKey || (prefix !== undefined && key.startsWith(prefix));
}

async function bucketHasFiles(
  config: NonNullable<Config['s3']>,
  isBackup: (key: string) => boolean,
): Promise<boolean> {
  const { createS3Client } = await import('../../storage/s3-storage');
  const client = createS3Client(config);
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }),
      );
      if ((page.Contents ?? []).some(({ Key }) => Key !== undefined && !isBackup(Key))) return true;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return false;
  } finally {
    client.destroy();
  }
}

/**
 * What already holds data where a restore would write: an empty list means it may go ahead.
 * Backups kept in the files bucket (BACKUP_S3_PREFIX, the archive restored) are not its files.
 */
export async function occupiedTargets(config: Config, archive: ArchiveLocation): Promise<string[]> {
  const occupied: string[] = [];
  if (config.databaseUrl) {
    if (await postgresHasTables(config.databaseUrl))
      occupied.push('the PostgreSQL database at DATABASE_URL has tables');
  } else if (hasEntries(embeddedDatabaseFolder(config))) {
    occupied.push(`the embedded database ${embeddedDatabaseFolder(config)} exists`);
  }
  if (config.s3) {
    if (await bucketHasFiles(config.s3, backupKeysIn(config, archive)))
      occupied.push(`the bucket ${config.s3.bucket} holds files`);
  } else if (hasEntries(join(diskFilesFolder(config), 'objects'))) {
    occupied.push(`${join(diskFilesFolder(config), 'objects')} holds files`);
  }
  return occupied;
}
