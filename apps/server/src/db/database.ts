import type { Readable } from 'node:stream';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle handle the repositories use; the same type over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: `COPY … TO STDOUT`'s bytes as a stream (`copyOut`). */
  copyOut?: (statement: string) => Promise<Readable>;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
};
