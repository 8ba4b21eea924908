import { rmSync } from 'node:fs';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupTarget, Config } from '../../src/config';
import { backupFileName } from '../../src/modules/backup/backup-file-name';
import { BackupRefusedError } from '../../src/modules/backup/backup-errors';
import { runScheduledBackup } from '../../src/modules/backup/backup-schedule';
import { createBackup } from '../../src/modules/backup/create-backup';
import { restoreBackup } from '../../src/modules/backup/restore-backup';
import { openDatabase } from '../../src/db/open-database';
import { createS3Client } from '../../src/storage/s3-storage';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { startLocalS3, type LocalS3 } from '../storage/local-s3';
import {
  BACKUP_KEY,
  createPostgresDatabase,
  fileHashes,
  openEmbeddedSource,
  openPostgresSource,
  placeOrder,
  placeRegistration,
  storageOf,
  tableChecksums,
  targetConfig,
} from './drill-helpers';

const BACKUPS = 'toko-backups';
const target: BackupTarget = { kind: 's3', bucket: BACKUPS, prefix: 'daily/' };
/** Past lib-storage's 5 MB part: the archive goes up as a multipart upload. */
const LARGE_PROOF_BYTES = 6 * 1024 * 1024;

describe('backups to an S3 prefix (BACKUP_S3_PREFIX)', () => {
  let s3: LocalS3;
  let shop: TestApp;
  const restoreTargets: Config[] = [];
  /** On PostgreSQL runs the shop and the restore target are databases of their own. */
  const databases: { drop(): Promise<void> }[] = [];
  const newDatabaseUrl = async () => {
    if (!process.env.DATABASE_URL) return undefined;
    const created = await createPostgresDatabase();
    databases.push(created);
    return created.url;
  };
  const client = () => createS3Client(s3.config);

  const keysUnder = async (prefix: string) => {
    const s3Client = client();
    try {
      const listing = await s3Client.send(
        new ListObjectsV2Command({ Bucket: BACKUPS, Prefix: prefix }),
      );
      return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
    } finally {
      s3Client.destroy();
    }
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    const s3Client = client();
    await s3Client.send(new CreateBucketCommand({ Bucket: BACKUPS }));
    // Not an archive: rotation leaves it.
    await s3Client.send(
      new PutObjectCommand({ Bucket: BACKUPS, Key: 'daily/README.txt', Body: 'off-site copies' }),
    );
    s3Client.destroy();
    shop = await createTestApp({
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
  }, 120_000);

  afterAll(async () => {
    await shop.close();
    await s3.close();
    for (const config of restoreTargets) rmSync(config.dataDir, { recursive: true, force: true });
    for (const database of databases) await database.drop();
  });

  const slots = ['2026-11-24T19:00:00Z', '2026-11-25T19:00:00Z', '2026-11-26T19:00:00Z'];
  const newest = `s3://${BACKUPS}/daily/${backupFileName(new Date(slots[2] ?? ''))}`;

  it('streams each scheduled backup under the prefix in parts, keeps BACKUP_KEEP, and the dashboard shows it', async () => {
    for (const slot of slots) {
      expect(await runScheduledBackup(shop.deps, shop.app.log, new Date(slot))).toBe(true);
    }
    expect(await keysUnder('daily/')).toEqual([
      'daily/README.txt',
      ...slots.slice(1).map((slot) => `daily/${backupFileName(new Date(slot))}`),
    ]);
    const toDaily = (method: string, query: RegExp) =>
      s3.requests.filter(
        (line) => line.startsWith(`${method} /${BACKUPS}/daily/`) && query.test(line),
      );
    expect(toDaily('POST', /[?&]uploads(=|&|$)/)).toHaveLength(3);
    expect(toDaily('PUT', /[?&]partNumber=2(&|$)/)).toHaveLength(3);

    const s3Client = client();
    const head = await s3Client.send(
      new HeadObjectCommand({ Bucket: BACKUPS, Key: newest.slice(`s3://${BACKUPS}/`.length) }),
    );
    s3Client.destroy();
    expect(head.ContentLength).toBeGreaterThan(LARGE_PROOF_BYTES);
    const cookie = await loginAs(shop.app, await createUser(shop.deps));
    const status = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/stats/backup',
      headers: { cookie },
    });
    expect(status.json()).toMatchObject({
      configured: true,
      warning: null,
      last: { status: 'ok', sizeBytes: head.ContentLength },
    });
  }, 240_000);

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
    const config = targetConfig({
      databaseUrl: await newDatabaseUrl(),
      s3: { ...s3.config, bucket: BACKUPS },
      backup: { ...shopConfig.backup },
    });
    restoreTargets.push(config);
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

  it('refuses an unencrypted backup to S3, and writes nothing', async () => {
    const { database, storage, config } = shop.deps;
    const refusal = createBackup({
      database,
      storage,
      dataDir: config.dataDir,
      key: undefined,
      to: `s3://${BACKUPS}/plain/refused.backup`,
      s3: config.s3,
      now: new Date(),
    });
    await expect(refusal).rejects.toThrow(BackupRefusedError);
    await expect(refusal).rejects.toThrow(
      /an unencrypted backup .* is written only to a local file you name .*, never to S3\. Nothing was written\./,
    );
    expect(await keysUnder('plain/')).toEqual([]);
  });

  it('leaves no object and no parts when the upload fails midway, and says why', async () => {
    s3.onRequest((request) => {
      const url = request.url ?? '';
      if (
        request.method === 'PUT' &&
        url.startsWith(`/${BACKUPS}/failing/`) &&
        /partNumber=2/.test(url)
      ) {
        request.socket.destroy();
      }
    });
    const { database, storage, config } = shop.deps;
    await expect(
      createBackup({
        database,
        storage,
        dataDir: config.dataDir,
        key: BACKUP_KEY,
        to: `s3://${BACKUPS}/failing/one.backup`,
        s3: config.s3,
        now: new Date(),
      }),
    ).rejects.toThrow(`writing s3://${BACKUPS}/failing/one.backup failed: `);
    expect(await keysUnder('failing/')).toEqual([]);
    expect(
      s3.requests.filter((line) =>
        /^DELETE \/toko-backups\/failing\/one\.backup\?.*uploadId=/.test(line),
      ),
    ).toHaveLength(1);
  }, 120_000);

  it('refuses an S3 object with one byte flipped, and one that does not exist', async () => {
    const s3Client = client();
    const key = newest.slice(`s3://${BACKUPS}/`.length);
    const object = await s3Client.send(new GetObjectCommand({ Bucket: BACKUPS, Key: key }));
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff;
    await s3Client.send(
      new PutObjectCommand({ Bucket: BACKUPS, Key: 'tampered/one.backup', Body: bytes }),
    );
    s3Client.destroy();
    const config = targetConfig({ s3: { ...s3.config, bucket: 'toko-test-files' } });
    restoreTargets.push(config);
    const restore = (archive: string) =>
      restoreBackup({
        archive,
        key: BACKUP_KEY,
        replace: true,
        config,
        log: shop.app.log,
        now: () => new Date(),
      });
    await expect(restore(`s3://${BACKUPS}/tampered/one.backup`)).rejects.toThrow(
      /damaged or was altered/,
    );
    await expect(restore(`s3://${BACKUPS}/daily/none.backup`)).rejects.toThrow(
      `s3://${BACKUPS}/daily/none.backup does not exist.`,
    );
  }, 120_000);
});
