import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupRefusedError } from '../../src/modules/backup/backup-errors';
import { unpackBackup } from '../../src/modules/backup/read-archive';
import { diskFilesFolder, embeddedDatabaseFolder } from '../../src/modules/backup/restore-target';
import type { Config } from '../../src/config';
import { BACKUP_KEY } from './drill-helpers';
import { openSampleArchives, type SampleArchives } from './sample-archives';

/**
 * Each refusal comes before anything is written to the target, so these take seconds; the
 * restores that go through (with --allow-unencrypted, and --replace) are in
 * restore-whole-archives.test.ts, run by `npm run test:resilience` for their time (decision 038).
 */
describe('a restore refuses, with a clear message, and changes nothing', () => {
  let archives: SampleArchives;
  let folder: string;
  let encrypted: string;
  let plain: string;

  beforeAll(async () => {
    archives = await openSampleArchives();
    ({ folder, encrypted, plain } = archives);
  }, 120_000);

  afterAll(() => archives.close());

  const freshTarget = () => archives.freshTarget();
  const restore: SampleArchives['restore'] = (...args) => archives.restore(...args);
  const flipped: SampleArchives['flipped'] = (...args) => archives.flipped(...args);
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

  it('refuses a target that holds data without --replace, and changes nothing', async () => {
    // Only the refusal: the restore over it, with --replace, is in restore-whole-archives.
    const target = freshTarget();
    const held = [
      join(embeddedDatabaseFolder(target), 'PG_VERSION'),
      join(diskFilesFolder(target), 'objects', 'proof.jpg'),
    ];
    for (const path of held) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, 'held');
    }
    const contents = () =>
      readdirSync(target.dataDir, { recursive: true, encoding: 'utf8' }).sort();
    const before = contents();
    await expect(restore(encrypted, target)).rejects.toThrow(
      /^The target is not empty: the embedded database .* exists; .* holds files\. Nothing was changed\./,
    );
    expect(contents()).toEqual(before);
    for (const path of held) expect(readFileSync(path, 'utf8')).toBe('held');
  });
});
