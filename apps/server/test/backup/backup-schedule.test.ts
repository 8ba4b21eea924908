import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/app-deps';
import { backupFileName } from '../../src/modules/backup/backup-file-name';
import { runScheduledBackup } from '../../src/modules/backup/backup-schedule';
import { loadConfig, type BackupConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { backupRuns } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  BACKUP_KEY,
  createPostgresDatabase,
  openEmbeddedSource,
  openPostgresSource,
  placeOrder,
} from './drill-helpers';

describe('scheduled backups', () => {
  let folder: string;
  let first: TestApp;
  /** A second instance: on PostgreSQL its own pool on the same database. */
  let second: { deps: AppDeps; close(): Promise<void> };
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'toko-scheduled-'));
    const backup: BackupConfig = {
      ...loadConfig({}).backup,
      key: BACKUP_KEY,
      target: { kind: 'dir', dir: folder },
      keep: 2,
    };
    let database: DatabaseHandle;
    let otherDatabase: DatabaseHandle;
    if (process.env.DATABASE_URL) {
      const created = await createPostgresDatabase();
      dropDatabase = created.drop;
      database = await openPostgresSource(created.url);
      otherDatabase = await openPostgresSource(created.url);
    } else {
      // The embedded database serves one process: both "instances" share its handle.
      database = await openEmbeddedSource();
      otherDatabase = database;
    }
    first = await createTestApp({ database, config: { backup } });
    second = {
      deps: { ...first.deps, database: otherDatabase },
      close: async () => {
        if (otherDatabase !== database) await otherDatabase.close();
      },
    };
    await placeOrder(first.app);
  }, 120_000);

  afterAll(async () => {
    await second.close();
    await first.close();
    await dropDatabase();
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs each scheduled backup on exactly one of two instances, and keeps BACKUP_KEEP', async () => {
    const slots = ['2026-11-24T19:00:00Z', '2026-11-25T19:00:00Z', '2026-11-26T19:00:00Z'];
    for (const slot of slots) {
      const at = new Date(slot);
      const ran = await Promise.all([
        runScheduledBackup(first.deps, first.app.log, at),
        runScheduledBackup(second.deps, first.app.log, at),
      ]);
      expect(ran.filter(Boolean)).toHaveLength(1);
    }
    const runs = await first.deps.database.db.select().from(backupRuns);
    expect(runs.map((run) => run.status)).toEqual(['ok', 'ok', 'ok']);
    expect(readdirSync(folder).sort()).toEqual(
      slots.slice(1).map((slot) => backupFileName(new Date(slot))),
    );
  }, 240_000);

  it('logs a failure at error level with its reason, and records it', async () => {
    const blocked = join(folder, 'not-a-folder');
    writeFileSync(blocked, '');
    const deps = {
      ...first.deps,
      config: {
        ...first.deps.config,
        backup: { ...first.deps.config.backup, target: { kind: 'dir' as const, dir: blocked } },
      },
    };
    expect(await runScheduledBackup(deps, first.app.log, new Date('2026-11-27T19:00:00Z'))).toBe(
      true,
    );
    const line = first.logLines
      .map((text) => JSON.parse(text) as { level: number; msg: string })
      .find((entry) => entry.msg.startsWith('backup failed: '));
    expect(line?.level).toBe(50);
    expect(line?.msg).toMatch(/backup failed: .*not-a-folder/);
    const runs = await first.deps.database.db.select().from(backupRuns);
    expect(runs.find((run) => run.status === 'failed')?.error).toContain('not-a-folder');
  }, 120_000);
});
