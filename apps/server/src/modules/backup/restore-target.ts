import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pg from 'pg';
import type { Config } from '../../config';

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

async function bucketHasObjects(config: NonNullable<Config['s3']>): Promise<boolean> {
  const { createS3Client } = await import('../../storage/s3-storage');
  const client = createS3Client(config);
  try {
    const listing = await client.send(
      new ListObjectsV2Command({ Bucket: config.bucket, MaxKeys: 1 }),
    );
    return (listing.KeyCount ?? 0) > 0;
  } finally {
    client.destroy();
  }
}

/** What already holds data where a restore would write: an empty list means it may go ahead. */
export async function occupiedTargets(config: Config): Promise<string[]> {
  const occupied: string[] = [];
  if (config.databaseUrl) {
    if (await postgresHasTables(config.databaseUrl))
      occupied.push('the PostgreSQL database at DATABASE_URL has tables');
  } else if (hasEntries(embeddedDatabaseFolder(config))) {
    occupied.push(`the embedded database ${embeddedDatabaseFolder(config)} exists`);
  }
  if (config.s3) {
    if (await bucketHasObjects(config.s3))
      occupied.push(`the bucket ${config.s3.bucket} holds files`);
  } else if (hasEntries(join(diskFilesFolder(config), 'objects'))) {
    occupied.push(`${join(diskFilesFolder(config), 'objects')} holds files`);
  }
  return occupied;
}
