import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createBackup } from '../../src/modules/backup/create-backup';
import { restoreBackup } from '../../src/modules/backup/restore-backup';
import type { Config } from '../../src/config';
import type { Database, DatabaseHandle } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  BACKUP_KEY,
  fileHashes,
  placeOrder,
  placeRegistration,
  storageOf,
  tableChecksums,
} from './drill-helpers';

export type DrillTarget = { config: Config; close(): Promise<void> };

type DrillOptions = {
  source: () => Promise<DatabaseHandle>;
  sourceConfig?: Partial<Config>;
  /** A fresh, empty target each time it is called. */
  target: () => Promise<DrillTarget>;
};

async function backupOf(testApp: TestApp, to: string) {
  const { database, storage, config } = testApp.deps;
  return createBackup({
    database,
    storage,
    dataDir: config.dataDir,
    key: BACKUP_KEY,
    to,
    s3: config.s3,
    now: new Date(),
  });
}

async function restoreInto(target: DrillTarget, archive: string, log: TestApp['app']['log']) {
  await restoreBackup({
    archive,
    key: BACKUP_KEY,
    replace: false,
    config: target.config,
    log,
    now: () => new Date(),
  });
  return openDatabase(target.config, () => undefined);
}

async function orderText(db: Database, orderNumber: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const result = await tx.execute(
      sql`select o::text as row, (select count(*)::int from order_search s where s.id = o.id) as searchable
          from orders o where order_number = ${orderNumber}`,
    );
    const row = (result as unknown as { rows: { row: string; searchable: number }[] }).rows[0];
    return row ? `${row.row}|${row.searchable}` : undefined;
  });
}

/**
 * A restore drill: orders and registrations with real files through the API; a backup of the
 * quiet shop restored into a fresh target must give every table's checksum and every file's
 * hash back; a backup taken while orders keep coming must hold each of those orders whole
 * (row, search row, proof file) or not at all.
 */
export async function runRestoreDrill({
  source,
  sourceConfig,
  target,
}: DrillOptions): Promise<void> {
  const testApp = await createTestApp({ database: await source(), config: sourceConfig });
  const folder = mkdtempSync(join(tmpdir(), 'toko-drill-'));
  const targets: DrillTarget[] = [];
  try {
    for (let index = 0; index < 3; index += 1) await placeOrder(testApp.app);
    for (let index = 0; index < 2; index += 1) await placeRegistration(testApp.app);
    const { db } = testApp.deps.database;

    const quiet = await backupOf(testApp, join(folder, 'quiet.backup'));
    expect(quiet.manifest.files).toHaveLength(3 + 2 * 8);
    const quietTarget = await target();
    targets.push(quietTarget);
    const restored = await restoreInto(quietTarget, quiet.location, testApp.app.log);
    try {
      expect(await tableChecksums(restored.db)).toEqual(await tableChecksums(db));
      expect(await fileHashes(restored.db, await storageOf(quietTarget.config))).toEqual(
        await fileHashes(db, testApp.deps.storage),
      );
    } finally {
      await restored.close();
    }

    let backedUp = false;
    const placed: string[] = [];
    const busy = backupOf(testApp, join(folder, 'busy.backup')).finally(() => {
      backedUp = true;
    });
    const ordering = (async () => {
      while (!backedUp) placed.push(await placeOrder(testApp.app));
    })();
    const [busyBackup] = await Promise.all([busy, ordering]);
    expect(placed.length).toBeGreaterThan(0);

    const busyTarget = await target();
    targets.push(busyTarget);
    const afterBusy = await restoreInto(busyTarget, busyBackup.location, testApp.app.log);
    try {
      const restoredFiles = await fileHashes(afterBusy.db, await storageOf(busyTarget.config));
      const sourceFiles = await fileHashes(db, testApp.deps.storage);
      for (const [key, hash] of Object.entries(restoredFiles)) expect(sourceFiles[key]).toBe(hash);
      const counts = busyBackup.manifest.database.tables;
      expect(counts['public.orders']).toBe(
        3 + placed.length - (await absent(afterBusy.db, placed)).length,
      );
      for (const orderNumber of placed) {
        const inBackup = await orderText(afterBusy.db, orderNumber);
        if (inBackup !== undefined) expect(inBackup).toBe(await orderText(db, orderNumber));
      }
    } finally {
      await afterBusy.close();
    }
  } finally {
    await testApp.close();
    for (const each of targets) await each.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function absent(db: Database, orderNumbers: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const orderNumber of orderNumbers) {
    if ((await orderText(db, orderNumber)) === undefined) missing.push(orderNumber);
  }
  return missing;
}
