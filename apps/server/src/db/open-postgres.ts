import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { copyOut } from './copy-out';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

type PostgresOptions = {
  url: string;
  /** Tests give each file its own schema; production uses the default search path. */
  schemaName?: string;
  onPoolError?: (error: Error) => void;
  /** Leaves the migrations to the handle's `migrate` (the server listens first, not ready). */
  deferMigrations?: boolean;
};

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    ...(options.schemaName ? { options: `-c search_path=${options.schemaName},public` } : {}),
  });
  // An idle client losing its connection (database restart, failover) emits here;
  // without a listener Node would crash the whole server.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A client checked out (in a transaction, between two queries) has no pool listener: without
  // its own, the database shutting down would crash the process. Its next query fails instead,
  // the request answers 503, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));

  if (options.schemaName) {
    await pool.query(`create schema if not exists "${options.schemaName}"`);
  }
  const db = drizzle(pool, { schema });
  const applyMigrations = () =>
    migrate(db, {
      migrationsFolder: MIGRATIONS_FOLDER,
      ...(options.schemaName ? { migrationsSchema: options.schemaName } : {}),
    });
  if (!options.deferMigrations) await applyMigrations();
  return {
    db,
    kind: 'postgres',
    // A test's schema of its own is not what pg_dump would read.
    ...(options.schemaName ? {} : { backupSource: { url: options.url } }),
    copyOut: (statement) => copyOut(pool, statement),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: applyMigrations,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
