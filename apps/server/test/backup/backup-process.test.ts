import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../src/storage/s3-storage';
import { cliProcess } from '../helpers/cli-process';
import { startLocalS3, type LocalS3 } from '../storage/local-s3';

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
      BACKUP_KEY: 'cli-backup-key-'.padEnd(40, 'c'),
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
    expect(list.stdout).toContain('owner@example.com  yes');
  }, 240_000);
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
      BACKUP_KEY: 'cli-backup-key-'.padEnd(40, 'c'),
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
    expect(list.stdout).toContain('owner@example.com  yes');
  }, 240_000);
});
