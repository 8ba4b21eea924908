import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { openPglite } from '../../src/db/open-pglite';
import { openPostgres } from '../../src/db/open-postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a schema of
 * its own in the PostgreSQL at DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    return openPglite({ snapshot });
  }

  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const handle = await openPostgres({ url, schemaName });
  return {
    ...handle,
    async close() {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schemaName}" cascade`);
      await client.end();
    },
  };
}
