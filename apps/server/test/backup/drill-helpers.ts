import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config';
import type { Database, DatabaseHandle } from '../../src/db/database';
import { openPglite } from '../../src/db/open-pglite';
import { openPostgres } from '../../src/db/open-postgres';
import { resolveSecrets } from '../../src/secrets';
import { createStorage } from '../../src/storage/create-storage';
import type { Storage } from '../../src/storage/storage';
import type { TestApp } from '../helpers/test-app';
import { orderRequest, validOrder } from '../orders/order-requests';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { jpegBytes } from '../uploads/sample-files';
import { TEST_BACKUP_KEY } from '../helpers/backup-key';

export const BACKUP_KEY = TEST_BACKUP_KEY;

/**
 * An in-memory embedded database, migrated, that a backup can clone (from the migrated snapshot
 * the global setup makes, which it skips on PostgreSQL runs).
 */
export function openEmbeddedSource(): Promise<DatabaseHandle> {
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) return openPglite();
  return openPglite({ snapshot: new Blob([readFileSync(snapshotPath)]) });
}

/** A new, empty PostgreSQL database of its own on the server at DATABASE_URL; dropped by `drop`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL ?? '';
  const name = `toko_drill_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function openPostgresSource(url: string): Promise<DatabaseHandle> {
  return openPostgres({ url });
}

/** A configuration for a restore target: a fresh DATA_DIR, and PostgreSQL or S3 when given. */
export function targetConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-restore-target-'));
  return { ...loadConfig({ DATA_DIR: dataDir }), ...overrides };
}

export async function storageOf(config: Config): Promise<Storage> {
  return createStorage(config, resolveSecrets(config.dataDir, config), () => new Date());
}

/**
 * Places an order with a proof of its own bytes (`extraBytes` random ones after a JPEG header)
 * through the API; resolves to its number.
 */
export async function placeOrder(app: TestApp['app'], extraBytes = 64): Promise<string> {
  const proof = Buffer.concat([jpegBytes(), randomBytes(extraBytes)]);
  const response = await app.inject(await orderRequest(app, validOrder(), { proof }));
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.body}`);
  return (response.json() as { orderNumber: string }).orderNumber;
}

export async function placeRegistration(app: TestApp['app']): Promise<void> {
  const response = await app.inject(await registrationRequest(app, validRegistration()));
  if (response.statusCode !== 201) throw new Error(`registration refused: ${response.body}`);
}

/** One MD5 a table over its rows' text, in UTC, sorted: equal tables give equal checksums. */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await tx.execute(sql`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
    const sums: Record<string, string> = {};
    for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
      const result = await tx.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum
                 from ${name} t`),
      );
      sums[name] = (result as unknown as { rows: { sum: string }[] }).rows[0]?.sum ?? '';
    }
    return sums;
  });
}

/** Every storage key the rows name, with the SHA-256 of its bytes in `storage`. */
export async function fileHashes(db: Database, storage: Storage): Promise<Record<string, string>> {
  const result = await db.execute(sql`
    select payment_proof_key as key from orders where payment_proof_key is not null
    union select unnest(array[ktp_key, kk_key, selfie_ktp_key, npwp_key, bank_cert_key,
      store_photo_out_key, store_photo_in_key, signature_key]) from registrations`);
  const hashes: Record<string, string> = {};
  for (const { key } of (result as unknown as { rows: { key: string | null }[] }).rows) {
    if (!key) continue;
    const stored = await storage.get(key);
    const hash = createHash('sha256');
    for await (const chunk of stored.stream) hash.update(chunk as Buffer);
    hashes[key] = hash.digest('hex');
  }
  return hashes;
}
