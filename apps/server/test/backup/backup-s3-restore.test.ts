import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/modules/backup/create-backup';
import { restoreBackup } from '../../src/modules/backup/restore-backup';
import { openDatabase } from '../../src/db/open-database';
import type { TestApp } from '../helpers/test-app';
import { BACKUP_KEY, fileHashes, storageOf, tableChecksums } from './drill-helpers';
import { BACKUPS, openS3BackupShop, type S3BackupShop } from './s3-backup-shop';

/**
 * A whole restore from a bucket into a new database, a minute or two on a busy machine: run by
 * `npm run test:resilience` and CI, on the embedded database and on PostgreSQL (decision 038);
 * the rest of the S3 backups, refusals included, in backup-s3.test.ts.
 */
describe('a restore from an S3 prefix (BACKUP_S3_PREFIX)', () => {
  let fixture: S3BackupShop;
  let s3: S3BackupShop['s3'];
  let shop: TestApp;

  beforeAll(async () => {
    fixture = await openS3BackupShop();
    ({ s3, shop } = fixture);
  }, 120_000);

  afterAll(() => fixture.close());

  it('restores a backup from S3 (s3://bucket/key) with every row and file', async () => {
    const { database, storage, config: shopConfig } = shop.deps;
    const before = await tableChecksums(database.db);
    const backup = await createBackup({
      database,
      storage,
      dataDir: shopConfig.dataDir,
      key: BACKUP_KEY,
      to: `s3://${BACKUPS}/manual/now.backup`,
      s3: shopConfig.s3,
      now: new Date(),
    });
    expect(backup.location).toBe(`s3://${BACKUPS}/manual/now.backup`);
    // The files go into the backups bucket itself: the archives there are not files.
    const config = fixture.restoreTarget({
      databaseUrl: await fixture.newDatabaseUrl(),
      s3: { ...s3.config, bucket: BACKUPS },
      backup: { ...shopConfig.backup },
    });
    await restoreBackup({
      archive: backup.location,
      key: BACKUP_KEY,
      replace: false,
      config,
      log: shop.app.log,
      now: () => new Date(),
    });
    const restored = await openDatabase(config, () => undefined);
    try {
      expect(await tableChecksums(restored.db)).toEqual(before);
      const hashes = await fileHashes(restored.db, await storageOf(config));
      expect(Object.keys(hashes)).toHaveLength(2 + 8);
      expect(hashes).toEqual(await fileHashes(database.db, storage));
    } finally {
      await restored.close();
    }
  }, 240_000);
});
