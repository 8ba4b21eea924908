import pg from 'pg';
import { openPglite } from '../../src/db/open-pglite';
import type { Sql } from './stored-state';

/**
 * SQL on the database a server process uses, from the test process. The embedded database
 * serves one process at a time: open it only while its server is stopped.
 */
export async function withSql<T>(
  target: { databaseUrl: string } | { pgliteDir: string },
  use: (sql: Sql) => Promise<T>,
): Promise<T> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await use(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const handle = await openPglite({ dataDir: target.pgliteDir });
  try {
    return await use(
      async (text) => (await handle.client.query<Record<string, unknown>>(text)).rows,
    );
  } finally {
    await handle.close();
  }
}
