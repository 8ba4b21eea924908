import type { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** node-postgres' own counts: connections open, of them idle, and queries waiting for one. */
export type PoolUse = { total: number; idle: number; waiting: number };

/** The Drizzle handle the repositories use; the same type over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: `COPY … TO STDOUT`'s bytes as a stream (`copyOut`). */
  copyOut?: (statement: string) => Promise<Readable>;
  /** What a backup reads: the PGlite instance, or the URL pg_dump connects to. */
  backupSource?: { pglite: PGlite } | { url: string };
  /** PostgreSQL only: the connection pool's use now (PGlite is one connection in the process). */
  poolUse?: () => PoolUse;
  /** Applies the migrations not applied yet; opening does it unless told to leave it for later. */
  migrate(): Promise<void>;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
};
