import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { adminAuditEvents } from '../../src/db/schema';
import { createS3Client } from '../../src/storage/s3-storage';
import { cliProcess } from '../helpers/cli-process';
import { startLocalS3, type LocalS3 } from '../storage/local-s3';
import { TEST_BACKUP_KEY } from '../helpers/backup-key';

describe('npm run backup, delete the data folder, npm run restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'toko-backup-cli-'));
  const dataDir = join(folder, 'data');
  const backupDir = join(folder, 'backups');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses an unencrypted backup into BACKUP_DIR, and says how to make one', async () => {
    const result = await cliProcess('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('BACKUP_KEY: required for scheduled backups');

    const withoutDir = await cliProcess('backup', [], { DATA_DIR: dataDir });
    expect(withoutDir).toMatchObject({ code: 1, stdout: '' });
    expect(withoutDir.stderr).toContain(
      'BACKUP_KEY is not set, and a backup holds every KTP, NIK and bank account.',
    );
    expect(existsSync(join(process.cwd(), 'backups'))).toBe(false);
  }, 120_000);

  it('brings every admin back after the data folder is gone', async () => {
    const env = {
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      BACKUP_KEY: TEST_BACKUP_KEY,
    };
    expect((await cliProcess('admin', ['add', 'owner@example.com'], env)).code).toBe(0);
    const backup = await cliProcess('backup', [], env);
    expect(backup.code).toBe(0);
    const path = backup.stdout.trim();
    expect(path).toMatch(/backups\/toko-edc-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup$/);
    expect(readdirSync(backupDir)).toHaveLength(1);

    rmSync(dataDir, { recursive: true });
    const restored = await cliProcess('restore', [path], env);
    expect(restored.stderr).toBe('');
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain('every hash checked');
    const list = await cliProcess('admin', ['list'], env);
    expect(list.stdout).toMatch(/owner@example\.com +owner +no /);
  }, 240_000);
});

describe('npm run restore of an unencrypted backup while BACKUP_KEY is set', () => {
  const folder = mkdtempSync(join(tmpdir(), 'toko-restore-plain-'));
  const dataDir = join(folder, 'data');
  const plain = join(folder, 'plain.backup');
  const withKey = { DATA_DIR: dataDir, BACKUP_KEY: TEST_BACKUP_KEY };
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses it, and restores it with --allow-unencrypted: loudly, and in the audit log', async () => {
    expect((await cliProcess('admin', ['add', 'owner@example.com'], withKey)).code).toBe(0);
    const backup = await cliProcess('backup', ['--out', plain], { DATA_DIR: dataDir });
    expect(backup.code).toBe(0);
    rmSync(dataDir, { recursive: true });

    const refused = await cliProcess('restore', [plain], withKey);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain(
      'This backup is not encrypted, and BACKUP_KEY is set: nothing proves who wrote it',
    );
    expect(refused.stderr).toContain('--allow-unencrypted');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);

    const allowed = await cliProcess('restore', [plain, '--allow-unencrypted'], withKey);
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).toContain('!!! WARNING: --allow-unencrypted !!!');
    expect(allowed.stdout).toContain('every hash checked against its own manifest only');
    const list = await cliProcess('admin', ['list'], withKey);
    expect(list.stdout).toMatch(/owner@example\.com +owner +no /);
    const handle = await openDatabase(loadConfig(withKey), () => undefined);
    try {
      const audit = await handle.db
        .select({ action: adminAuditEvents.action, details: adminAuditEvents.details })
        .from(adminAuditEvents);
      expect(audit).toContainEqual({
        action: 'backup.restore_unencrypted',
        details: { archive: plain, createdAt: expect.any(String) },
      });
    } finally {
      await handle.close();
    }
  }, 360_000);

  it('refuses a BACKUP_KEY that can be guessed, and says how to make one', async () => {
    const weak = await cliProcess('restore', [plain], {
      DATA_DIR: dataDir,
      BACKUP_KEY: 'a'.repeat(32),
    });
    expect(weak).toMatchObject({ code: 1, stdout: '' });
    expect(weak.stderr).toContain('BACKUP_KEY: is guessable: about 8 bits of entropy');
    expect(weak.stderr).toContain('`openssl rand -base64 32`');
  }, 60_000);
});

describe('npm run backup to an S3 prefix, npm run restore -- s3://bucket/key', () => {
  const folder = mkdtempSync(join(tmpdir(), 'toko-backup-cli-s3-'));
  const dataDir = join(folder, 'data');
  let s3: LocalS3;
  let env: Record<string, string>;
  const objects = async (bucket: string) => {
    const client = createS3Client(s3.config);
    try {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listing.Contents ?? []).map((object) => object.Key);
    } finally {
      client.destroy();
    }
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    const client = createS3Client(s3.config);
    await client.send(new CreateBucketCommand({ Bucket: 'toko-backups' }));
    client.destroy();
    env = {
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.config.endpoint ?? '',
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    };
  });
  afterAll(async () => {
    await s3.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses to write an unencrypted backup to S3, and says why', async () => {
    const scheduled = await cliProcess('backup', [], {
      ...env,
      BACKUP_S3_PREFIX: 's3://toko-backups/',
    });
    expect(scheduled).toMatchObject({ code: 1, stdout: '' });
    expect(scheduled.stderr).toContain('BACKUP_KEY: required for scheduled backups');

    const named = await cliProcess('backup', ['--out', 's3://toko-backups/plain.backup'], env);
    expect(named).toMatchObject({ code: 1, stdout: '' });
    expect(named.stderr).toContain(
      'BACKUP_KEY is not set, and a backup holds every KTP, NIK and bank account.',
    );
    expect(named.stderr).toContain('(never to S3). Nothing was written.');
    expect(await objects('toko-backups')).toEqual([]);
  }, 120_000);

  it('brings every admin back from the bucket after the data folder is gone', async () => {
    const withKey = {
      ...env,
      BACKUP_S3_PREFIX: 's3://toko-backups/cli',
      BACKUP_KEY: TEST_BACKUP_KEY,
    };
    expect((await cliProcess('admin', ['add', 'owner@example.com'], withKey)).code).toBe(0);
    const backup = await cliProcess('backup', [], withKey);
    expect(backup.code).toBe(0);
    const archive = backup.stdout.trim();
    expect(archive).toMatch(
      /^s3:\/\/toko-backups\/cli\/toko-edc-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup$/,
    );
    expect(await objects('toko-backups')).toEqual([archive.slice('s3://toko-backups/'.length)]);

    rmSync(dataDir, { recursive: true });
    const restored = await cliProcess('restore', [archive], withKey);
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain('every hash checked');
    const list = await cliProcess('admin', ['list'], withKey);
    expect(list.stdout).toMatch(/owner@example\.com +owner +no /);
  }, 240_000);
});
