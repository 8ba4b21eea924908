import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/open-pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tar) that each test file starts its database from. */
    pgliteSnapshotPath: string;
  }
}

/**
 * With DATABASE_URL set, every test file migrates its own schema in that database. The
 * pg_trgm extension is database-wide, so it is created once here instead of racing per file;
 * schemas left by earlier runs are dropped at the end.
 */
async function preparePostgres(url: string) {
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

/** Migrates one embedded database and snapshots it: loading the snapshot is several times faster. */
async function preparePgliteSnapshot(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'toko-pglite-'));
  const handle = await openPglite();
  const snapshot = await handle.client.dumpDataDir('none');
  await handle.close();
  const path = join(folder, 'migrated.tar');
  writeFileSync(path, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  return () => rmSync(folder, { recursive: true, force: true });
}

export async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  return url ? preparePostgres(url) : preparePgliteSnapshot(project);
}
