import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/modules/backup/create-backup';
import { restoreBackup } from '../../src/modules/backup/restore-backup';
import { openDatabase } from '../../src/db/open-database';
import { registrations } from '../../src/db/schema';
import { StoredFileNotFoundError } from '../../src/storage/storage';
import { createTestApp } from '../helpers/test-app';
import {
  BACKUP_KEY,
  openEmbeddedSource,
  placeRegistration,
  storageOf,
  targetConfig,
} from './drill-helpers';

const DAY_MS = 86_400_000;

describe('retention stays true across a restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'toko-retention-backup-'));
  const target = targetConfig();
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(target.dataDir, { recursive: true, force: true });
  });

  it('purges a registration deleted longer ago than RETENTION_DAYS before the shop opens', async () => {
    const testApp = await createTestApp({ database: await openEmbeddedSource() });
    let ktpKey: string | undefined;
    try {
      await placeRegistration(testApp.app);
      const { db } = testApp.deps.database;
      const [row] = await db.select().from(registrations);
      // Deleted by an admin 40 days ago; the hourly purge has not run since.
      const deletedAt = new Date(Date.now() - (target.retentionDays + 10) * DAY_MS);
      await db
        .update(registrations)
        .set({ deletedAt })
        .where(eq(registrations.id, row?.id ?? ''));
      const { database, storage, config } = testApp.deps;
      const backup = await createBackup({
        database,
        storage,
        dataDir: config.dataDir,
        key: BACKUP_KEY,
        to: join(folder, 'old.backup'),
        s3: undefined,
        now: new Date(),
      });
      ktpKey = row?.ktpKey ?? undefined;
      expect(backup.manifest.files.map((file) => file.key)).toContain(ktpKey);

      const result = await restoreBackup({
        archive: backup.location,
        key: BACKUP_KEY,
        replace: false,
        config: target,
        log: testApp.app.log,
        now: () => new Date(),
      });
      expect(result.purged).toMatchObject({ registrations: 1, files: 8 });
    } finally {
      await testApp.close();
    }

    const restored = await openDatabase(target, () => undefined);
    try {
      const [purged] = await restored.db.select().from(registrations);
      expect(purged).toMatchObject({ fullName: '', idNumber: null, ktpKey: null });
      expect(purged?.purgedAt).toBeInstanceOf(Date);
      await expect((await storageOf(target)).get(ktpKey ?? '')).rejects.toThrow(
        StoredFileNotFoundError,
      );
    } finally {
      await restored.close();
    }
  }, 240_000);
});
