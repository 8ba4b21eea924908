import { rmSync } from 'node:fs';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { BackupTarget, Config } from '../../src/config';
import { createS3Client } from '../../src/storage/s3-storage';
import { createTestApp } from '../helpers/test-app';
import { startLocalS3 } from '../storage/local-s3';
import {
  BACKUP_KEY,
  createPostgresDatabase,
  openEmbeddedSource,
  openPostgresSource,
  placeOrder,
  placeRegistration,
  targetConfig,
} from './drill-helpers';

export const BACKUPS = 'toko-backups';
const target: BackupTarget = { kind: 's3', bucket: BACKUPS, prefix: 'daily/' };
/** Past lib-storage's 5 MB part: the archive goes up as a multipart upload. */
export const LARGE_PROOF_BYTES = 6 * 1024 * 1024;

/**
 * A local S3 server with the backups bucket, and a shop backing up to it (BACKUP_S3_PREFIX) that
 * holds two orders, one with a proof past a part's size, and a sign-up: the set-up of
 * backup-s3 (in `npm test`) and backup-s3-restore (a whole restore, in `npm run test:resilience`).
 * On PostgreSQL runs the shop and each restore target are databases of their own.
 */
export async function openS3BackupShop() {
  const databases: { drop(): Promise<void> }[] = [];
  const restoreTargets: Config[] = [];
  const newDatabaseUrl = async () => {
    if (!process.env.DATABASE_URL) return undefined;
    const created = await createPostgresDatabase();
    databases.push(created);
    return created.url;
  };

  const s3 = await startLocalS3();
  const s3Client = createS3Client(s3.config);
  await s3Client.send(new CreateBucketCommand({ Bucket: BACKUPS }));
  // Not an archive: rotation leaves it.
  await s3Client.send(
    new PutObjectCommand({ Bucket: BACKUPS, Key: 'daily/README.txt', Body: 'off-site copies' }),
  );
  s3Client.destroy();
  const shop = await createTestApp({
    database: await newDatabaseUrl().then((url) =>
      url ? openPostgresSource(url) : openEmbeddedSource(),
    ),
    config: {
      s3: s3.config,
      backup: { key: BACKUP_KEY, target, schedule: '0 2 * * *', keep: 2 },
    },
  });
  await placeOrder(shop.app, LARGE_PROOF_BYTES);
  await placeOrder(shop.app);
  await placeRegistration(shop.app);

  return {
    s3,
    shop,
    newDatabaseUrl,
    /** A restore target (targetConfig), removed by `close`. */
    restoreTarget(overrides: Partial<Config> = {}): Config {
      const config = targetConfig(overrides);
      restoreTargets.push(config);
      return config;
    },
    async close() {
      await shop.close();
      await s3.close();
      for (const config of restoreTargets) rmSync(config.dataDir, { recursive: true, force: true });
      for (const database of databases) await database.drop();
    },
  };
}

export type S3BackupShop = Awaited<ReturnType<typeof openS3BackupShop>>;
