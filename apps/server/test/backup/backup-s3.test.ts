import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFileName } from '../../src/modules/backup/backup-file-name';
import { BackupRefusedError } from '../../src/modules/backup/backup-errors';
import { runScheduledBackup } from '../../src/modules/backup/backup-schedule';
import { createBackup } from '../../src/modules/backup/create-backup';
import { restoreBackup } from '../../src/modules/backup/restore-backup';
import { createS3Client } from '../../src/storage/s3-storage';
import type { TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { BACKUP_KEY } from './drill-helpers';
import { BACKUPS, LARGE_PROOF_BYTES, openS3BackupShop, type S3BackupShop } from './s3-backup-shop';

/** The whole restore from S3 is in backup-s3-restore.test.ts (`npm run test:resilience`). */
describe('backups to an S3 prefix (BACKUP_S3_PREFIX)', () => {
  let fixture: S3BackupShop;
  let s3: S3BackupShop['s3'];
  let shop: TestApp;
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
    fixture = await openS3BackupShop();
    ({ s3, shop } = fixture);
  }, 120_000);

  afterAll(() => fixture.close());

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
    const config = fixture.restoreTarget({ s3: { ...s3.config, bucket: 'toko-test-files' } });
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
