import pg from 'pg';

/**
 * With DATABASE_URL set, every test file migrates its own schema in that database. The
 * pg_trgm extension is database-wide, so it is created once here instead of racing per file;
 * schemas left by earlier runs are dropped at the end.
 */
export async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create extension if not exists pg_trgm');
  await client.end();
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'test\\_%'",
    );
    for (const { nspname } of rows) await cleanup.query(`drop schema "${nspname}" cascade`);
    await cleanup.end();
  };
}
