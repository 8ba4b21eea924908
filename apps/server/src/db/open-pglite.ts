import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory, as the tests do. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
}
