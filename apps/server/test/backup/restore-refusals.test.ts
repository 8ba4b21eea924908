import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/modules/backup/create-backup';
import { BackupRefusedError } from '../../src/modules/backup/backup-errors';
import { unpackBackup } from '../../src/modules/backup/read-archive';
import { restoreBackup } from '../../src/modules/backup/restore-backup';
import type { Config } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { adminAuditEvents } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  BACKUP_KEY,
  openEmbeddedSource,
  placeOrder,
  placeRegistration,
  tableChecksums,
  targetConfig,
} from './drill-helpers';

describe('a restore refuses, with a clear message, and changes nothing', () => {
  let testApp: TestApp;
  let folder: string;
  let encrypted: string;
  let plain: string;
  const targets: Config[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ database: await openEmbeddedSource() });
    await placeOrder(testApp.app);
    await placeRegistration(testApp.app);
    folder = mkdtempSync(join(tmpdir(), 'toko-refusals-'));
    const { database, storage, config } = testApp.deps;
    const backup = (key: string | undefined, name: string) =>
      createBackup({
        database,
        storage,
        dataDir: config.dataDir,
        key,
        to: join(folder, name),
        s3: undefined,
        now: new Date(),
      });
    encrypted = (await backup(BACKUP_KEY, 'encrypted.backup')).location;
    plain = (await backup(undefined, 'plain.backup')).location;
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
    rmSync(folder, { recursive: true, force: true });
    for (const config of targets) rmSync(config.dataDir, { recursive: true, force: true });
  });

  const freshTarget = () => {
    const config = targetConfig();
    targets.push(config);
    return config;
  };
  const restore = (
    archive: string,
    config: Config,
    options: { key?: string; replace?: boolean; allowUnencrypted?: boolean } = {},
  ) =>
    restoreBackup({
      archive,
      key: 'key' in options ? options.key : BACKUP_KEY,
      replace: options.replace ?? false,
      allowUnencrypted: options.allowUnencrypted,
      config,
      log: testApp.app.log,
      now: () => new Date(),
    });
  /** A copy of `path` with the byte at `offset` (from the end when negative) inverted. */
  const flipped = (path: string, offset: number) => {
    const bytes = readFileSync(path);
    const at = offset < 0 ? bytes.length + offset : offset;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    const copy = join(folder, `flipped-${at}-${readdirSync(folder).length}.backup`);
    writeFileSync(copy, bytes);
    return copy;
  };
  const untouched = (config: Config) => expect(readdirSync(config.dataDir)).toEqual([]);

  it('refuses an encrypted archive with one byte flipped', async () => {
    const target = freshTarget();
    for (const offset of [200, -40, -1]) {
      const refusal = restore(flipped(encrypted, offset), target);
      await expect(refusal).rejects.toThrow(BackupRefusedError);
      await expect(refusal).rejects.toThrow(/damaged or was altered/);
    }
    untouched(target);
  });

  it('refuses an altered archive only once nothing more is being written into its folder', async () => {
    // Flipped near the end: the tag check fails while the last entry is still being written.
    const unpacked = mkdtempSync(join(folder, 'unpacked-'));
    const refusal = unpackBackup(createReadStream(flipped(encrypted, -40)), BACKUP_KEY, unpacked);
    await expect(refusal).rejects.toThrow(BackupRefusedError);
    const contents = () =>
      readdirSync(unpacked, { recursive: true, encoding: 'utf8' })
        .sort()
        .map((name) => `${name} ${statSync(join(unpacked, name)).size}`);
    const atRefusal = contents();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(contents()).toEqual(atRefusal);
  });

  it('refuses a plain archive whose dump has one byte changed: the hash check', async () => {
    const target = freshTarget();
    const bytes = readFileSync(plain);
    const at = bytes.indexOf('Siti Rahayu');
    expect(at).toBeGreaterThan(0);
    const refusal = restore(flipped(plain, at), target, { key: undefined });
    await expect(refusal).rejects.toThrow(
      'database.sql does not match its SHA-256 in the manifest',
    );
    untouched(target);
  });

  it('refuses a plain archive while BACKUP_KEY is set: its own manifest proves nothing', async () => {
    const target = freshTarget();
    const refusal = restore(plain, target);
    await expect(refusal).rejects.toThrow(BackupRefusedError);
    await expect(refusal).rejects.toThrow(
      'This backup is not encrypted, and BACKUP_KEY is set: nothing proves who wrote it',
    );
    untouched(target);
  });

  it('restores a plain archive with allowUnencrypted, and records that in the audit log', async () => {
    const auditOf = async (config: Config) => {
      const handle = await openDatabase(config, () => undefined);
      try {
        return await handle.db
          .select({
            action: adminAuditEvents.action,
            adminUserId: adminAuditEvents.adminUserId,
            details: adminAuditEvents.details,
          })
          .from(adminAuditEvents)
          .where(eq(adminAuditEvents.entityType, 'backup'));
      } finally {
        await handle.close();
      }
    };
    const allowed = freshTarget();
    const result = await restore(plain, allowed, { allowUnencrypted: true });
    expect(result.encrypted).toBe(false);
    expect(await auditOf(allowed)).toEqual([
      {
        action: 'backup.restore_unencrypted',
        adminUserId: null,
        details: { archive: plain, createdAt: result.manifest.createdAt },
      },
    ]);

    // Without a key there is nothing better to trust, and nothing to record.
    const keyless = freshTarget();
    expect((await restore(plain, keyless, { key: undefined })).encrypted).toBe(false);
    expect(await auditOf(keyless)).toEqual([]);
    // The flag changes nothing for an encrypted archive.
    const sealed = freshTarget();
    expect((await restore(encrypted, sealed, { allowUnencrypted: true })).encrypted).toBe(true);
    expect(await auditOf(sealed)).toEqual([]);
  }, 240_000);

  it('refuses a wrong key, and an encrypted backup without one', async () => {
    const target = freshTarget();
    await expect(restore(encrypted, target, { key: `${BACKUP_KEY}x` })).rejects.toThrow(
      'BACKUP_KEY is not the key this backup was made with; nothing was restored.',
    );
    await expect(restore(encrypted, target, { key: undefined })).rejects.toThrow(
      'This backup is encrypted: set BACKUP_KEY to the key it was made with.',
    );
    untouched(target);
  });

  it('refuses a target that holds data without --replace, and replaces it with', async () => {
    const target = freshTarget();
    await restore(encrypted, target);
    await placeOrder(testApp.app);
    const newer = join(folder, 'newer.backup');
    const { database, storage, config } = testApp.deps;
    await createBackup({
      database,
      storage,
      dataDir: config.dataDir,
      key: BACKUP_KEY,
      to: newer,
      s3: undefined,
      now: new Date(),
    });

    const checksums = async () => {
      const handle = await openDatabase(target, () => undefined);
      try {
        return await tableChecksums(handle.db);
      } finally {
        await handle.close();
      }
    };
    const before = await checksums();
    await expect(restore(newer, target)).rejects.toThrow(
      /^The target is not empty: the embedded database .* exists; .* holds files\. Nothing was changed\./,
    );
    expect(await checksums()).toEqual(before);

    await restore(newer, target, { replace: true });
    expect(await checksums()).toEqual(await tableChecksums(database.db));
    expect(readdirSync(target.dataDir).filter((name) => name.includes('before-restore'))).toEqual(
      [],
    );
    expect(existsSync(join(target.dataDir, 'secrets.json'))).toBe(true);
  }, 240_000);
});
