// Creates a PostgreSQL database of the bench's own when it is missing (the server migrates it).
import pg from 'pg';

export async function createdDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const server = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await server.connect();
  try {
    const found = await server.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await server.query(`create database "${name}"`);
  } finally {
    await server.end();
  }
  return url;
}
