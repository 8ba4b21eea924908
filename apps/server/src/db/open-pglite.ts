import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { createPgliteCluster } from './create-pglite-cluster';
import * as schema from './schema';

/**
 * PGlite's defaults size shared buffers for a server (160 MB, all resident in the WebAssembly
 * memory); an embedded shop database is read through the OS page cache just as well with less.
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB'];

type PgliteOptions = {
  /** Folder of the database; undefined keeps it in memory, as the tests do. */
  dataDir?: string;
  /** A `dumpDataDir()` snapshot to start from (tests start from an already migrated one). */
  snapshot?: Blob;
  /** Leaves the migrations to the handle's `migrate` (the server listens first, not ready). */
  deferMigrations?: boolean;
};

/** Embedded PostgreSQL (WASM) with pg_trgm, migrated to the latest schema. */
export async function openPglite({
  dataDir,
  snapshot,
  deferMigrations,
}: PgliteOptions = {}): Promise<DatabaseHandle & { client: PGlite }> {
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) {
    await createPgliteCluster(dataDir, PGLITE_SETTINGS);
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: snapshot,
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzle(client, { schema });
  const applyMigrations = () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  if (!deferMigrations) await applyMigrations();
  return {
    db,
    kind: 'pglite',
    backupSource: { pglite: client },
    migrate: applyMigrations,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
    client,
  };
}
