import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BackupRefusedError } from './backup-errors';

const execFileAsync = promisify(execFile);

/** One consistent view of the database: queries over it, and a plain-SQL dump of it. */
export type DatabaseSnapshot = {
  query<Row>(text: string): Promise<Row[]>;
  /** Writes the whole database (schema and rows) as plain SQL to `path`. */
  dump(path: string): Promise<void>;
};

/**
 * Plain SQL of INSERT statements (no COPY): PGlite runs it as one script, and psql loads it into
 * PostgreSQL, so a backup of either kind restores into the other. Without owners, grants and
 * comments, which a restoring user may not be allowed to set.
 */
const DUMP_OPTIONS = [
  '--no-owner',
  '--no-acl',
  '--no-comments',
  '--rows-per-insert=1000',
  '--column-inserts',
];

/**
 * PostgreSQL: a read-only REPEATABLE READ transaction exports its snapshot, and pg_dump reads
 * that same snapshot (`--snapshot`), so the row counts, the file list and the dump agree while
 * the shop keeps writing. The transaction stays open until `work` is done.
 */
export async function withPostgresSnapshot<T>(
  url: string,
  work: (snapshot: DatabaseSnapshot) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const snapshotId = rows[0]?.id ?? '';
    return await work({
      query: async <Row>(text: string) => (await client.query(text)).rows as Row[],
      dump: (path) => runPgDump(url, ['--snapshot', snapshotId, '--file', path]),
    });
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

/** The password goes in the environment, not on a command line other users can list. */
export function connectionEnvironment(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function runPgDump(url: string, args: string[]): Promise<void> {
  const connection = connectionEnvironment(url);
  try {
    await execFileAsync('pg_dump', [...DUMP_OPTIONS, ...args, '--dbname', connection.url], {
      env: connection.env,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupRefusedError(
        "pg_dump was not found: install the PostgreSQL client tools (e.g. `apt install postgresql-client`) of the server's major version or newer.",
      );
    }
    throw new Error(`pg_dump failed: ${(stderr ?? String(error)).trim()}`, { cause: error });
  }
}

/**
 * PGlite: a clone of the database (PGlite copies its folder between two queries, a state
 * PostgreSQL recovers to exactly the committed transactions) is dumped by pglite-tools' pg_dump,
 * so the shop's own connection is never shared with the dump. The clone lives in memory until
 * `work` is done.
 */
export async function withPgliteSnapshot<T>(
  client: PGlite,
  work: (snapshot: DatabaseSnapshot) => Promise<T>,
): Promise<T> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const clone = (await client.clone()) as PGlite;
  try {
    return await work({
      query: async <Row>(text: string) => (await clone.query<Row>(text)).rows,
      dump: async (path) => {
        const file = await pgDump({ pg: clone, args: DUMP_OPTIONS });
        await writeFile(path, Buffer.from(await file.arrayBuffer()), { mode: 0o600 });
      },
    });
  } finally {
    await clone.close();
  }
}
