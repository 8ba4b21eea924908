import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/database';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations-folder';
import { openDatabase } from '../../src/db/open-database';
import { openPglite } from '../../src/db/open-pglite';
import { openPostgres } from '../../src/db/open-postgres';
import { createBackup } from '../../src/modules/backup/create-backup';
import { restoreBackup } from '../../src/modules/backup/restore-backup';
import { recordingLogger } from '../helpers/recording-logger';
import { BACKUP_KEY, createPostgresDatabase, storageOf, targetConfig } from './drill-helpers';

const BEFORE = '0024_audit_log_index';
const DAY_MS = 86_400_000;

/** A copy of the committed migrations that ends at `tag`: the schema of an older version. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'toko-old-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const end = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag: name } of journal.entries as { tag: string }[]) {
    copyFileSync(join(MIGRATIONS_FOLDER, `${name}.sql`), join(folder, `${name}.sql`));
  }
  return folder;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * An older version's database: a live registration edited by an admin (the history and the
 * audit log name its `shop_name`), an edit whose record was already purged to field names, and
 * a registration deleted longer ago than RETENTION_DAYS, which the restore's purge must empty.
 */
async function fillOldSchema(db: Database): Promise<void> {
  const registration = (code: string, shop: string, deletedAt: Date | null) => sql`
    insert into registrations (code, name, full_name, email, phone, address, province, city,
      district, village, postal_code, shop_name, shop_address_struk, deleted_at)
    values (${code}, 'Budi', 'Budi Santoso', 'budi@contoh.co.id', '081234567890', 'Jl. Merdeka 1',
      'Jawa Barat', 'Bandung', 'Coblong', 'Dago', '40135', ${shop}, 'Jl. Dago 2', ${deletedAt})
    returning id`;
  const [live] = await rows<{ id: string }>(db, registration('REG-OLD-1', 'Toko Makmur', null));
  const longAgo = new Date(Date.now() - 40 * DAY_MS);
  await db.execute(registration('REG-OLD-2', 'Toko Lama', longAgo));
  const changes = {
    shop_name: { old: 'Toko Maju', new: 'Toko Makmur' },
    keeper_name: { old: null, new: 'Sari' },
  };
  await db.execute(sql`
    insert into registration_audits (registration_id, changes)
    values (${live?.id}, ${JSON.stringify(changes)}::jsonb)`);
  await db.execute(sql`
    insert into admin_audit_events (action, entity_type, entity_id, details) values
      ('registration.edit', 'registration', ${live?.id}, ${JSON.stringify({ changes })}::jsonb),
      ('registration.edit', 'registration', gen_random_uuid()::text,
        '{"fields": ["keeper_name", "shop_address_struk"]}'::jsonb)`);
}

describe('a backup made before the store columns were renamed (migration 0025)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'toko-old-backup-'));
  const oldMigrations = migrationsUpTo(BEFORE);
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(folder, { recursive: true, force: true });
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  /** On PostgreSQL runs both ends are databases of their own; else embedded ones. */
  async function openOldSource(): Promise<DatabaseHandle> {
    if (!process.env.DATABASE_URL) {
      const source = await openPglite({ deferMigrations: true });
      await migratePglite(source.db as never, { migrationsFolder: oldMigrations });
      return source;
    }
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const source = await openPostgres({ url: database.url, deferMigrations: true });
    await migratePostgres(source.db as never, { migrationsFolder: oldMigrations });
    return source;
  }

  async function newTarget() {
    if (!process.env.DATABASE_URL) return targetConfig();
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    return targetConfig({ databaseUrl: database.url });
  }

  it('restores with the new names: the rows, the edit history and the purge', async () => {
    const source = await openOldSource();
    const sourceConfig = targetConfig();
    const target = await newTarget();
    cleanups.push(async () => {
      rmSync(sourceConfig.dataDir, { recursive: true, force: true });
      rmSync(target.dataDir, { recursive: true, force: true });
    });
    let location: string;
    try {
      await fillOldSchema(source.db);
      const backup = await createBackup({
        database: source,
        storage: await storageOf(sourceConfig),
        dataDir: sourceConfig.dataDir,
        key: BACKUP_KEY,
        to: join(folder, 'old.backup'),
        s3: undefined,
        now: new Date(),
      });
      expect(backup.manifest.migration).toBe(BEFORE);
      location = backup.location;
    } finally {
      await source.close();
    }

    const result = await restoreBackup({
      archive: location,
      key: BACKUP_KEY,
      replace: false,
      config: target,
      log: recordingLogger().logger,
      now: () => new Date(),
    });
    expect(result.purged).toMatchObject({ registrations: 1 });

    const restored = await openDatabase(target, () => undefined);
    try {
      const { db } = restored;
      expect(
        await rows(
          db,
          sql`select code, store_name, store_address_struk from registrations order by code`,
        ),
      ).toEqual([
        { code: 'REG-OLD-1', store_name: 'Toko Makmur', store_address_struk: 'Jl. Dago 2' },
        { code: 'REG-OLD-2', store_name: null, store_address_struk: null },
      ]);
      const renamed = {
        store_name: { old: 'Toko Maju', new: 'Toko Makmur' },
        keeper_name: { old: null, new: 'Sari' },
      };
      expect(await rows(db, sql`select changes from registration_audits`)).toEqual([
        { changes: renamed },
      ]);
      const events = await rows<{ details: unknown }>(
        db,
        sql`select details from admin_audit_events where action = 'registration.edit'`,
      );
      expect(events.map((event) => event.details)).toEqual(
        expect.arrayContaining([
          { changes: renamed },
          { fields: ['keeper_name', 'store_address_struk'] },
        ]),
      );
      expect(events).toHaveLength(2);
    } finally {
      await restored.close();
    }
  }, 240_000);
});
