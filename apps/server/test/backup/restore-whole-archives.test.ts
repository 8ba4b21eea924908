import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/modules/backup/create-backup';
import type { Config } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { adminAuditEvents } from '../../src/db/schema';
import { BACKUP_KEY, placeOrder, tableChecksums } from './drill-helpers';
import { openSampleArchives, type SampleArchives } from './sample-archives';

/**
 * Up to three whole restores a test: on the shared 2-core machine, at load 25, the three of
 * `allowUnencrypted` took over the 240 s they had in `npm test`.
 */
const WHOLE_RESTORES_MS = 480_000;

/**
 * The restores beside the refusals (restore-refusals.test.ts) that go through: five whole
 * restores into new embedded databases, a minute or more each on a busy machine, so they run in
 * `npm run test:resilience` and CI, not in `npm test` (decision 038).
 */
describe('a restore that may go ahead', () => {
  let archives: SampleArchives;
  let testApp: SampleArchives['testApp'];
  let folder: string;
  let encrypted: string;
  let plain: string;

  beforeAll(async () => {
    archives = await openSampleArchives();
    ({ testApp, folder, encrypted, plain } = archives);
  }, 120_000);

  afterAll(() => archives.close());

  const freshTarget = () => archives.freshTarget();
  const restore: SampleArchives['restore'] = (...args) => archives.restore(...args);

  it(
    'restores a plain archive with allowUnencrypted, and records that in the audit log',
    async () => {
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
    },
    WHOLE_RESTORES_MS,
  );

  it(
    'refuses a target that holds data without --replace, and replaces it with',
    async () => {
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
    },
    WHOLE_RESTORES_MS,
  );
});
