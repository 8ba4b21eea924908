import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations-folder';
import * as schema from '../../src/db/schema';

const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));

type Journal = { entries: { idx: number; tag: string }[] };
const journal = JSON.parse(
  readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
) as Journal;

describe('committed migrations', () => {
  it('list every SQL file in the journal, each with its snapshot', () => {
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(sqlFiles.sort());
    const snapshots = readdirSync(join(MIGRATIONS_FOLDER, 'meta'));
    for (const entry of journal.entries) {
      expect(snapshots).toContain(`${String(entry.idx).padStart(4, '0')}_snapshot.json`);
    }
  });

  // What `npm run db:generate -w apps/server` would write: nothing, or the schema has changes
  // that no committed migration applies.
  it('agree with the Drizzle schema', async () => {
    const last = journal.entries.at(-1);
    if (!last) throw new Error('no migrations in the journal');
    const snapshotFile = `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`;
    const previous = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, snapshotFile), 'utf8'),
    ) as Parameters<typeof generateMigration>[0] & { id: string };
    const current = generateDrizzleJson(schema, previous.id);

    expect(await generateMigration(previous, current)).toEqual([]);
  });

  // drizzle-kit writes `"public"."users"` into foreign keys; that pins tables to one schema and
  // breaks a database that uses another search path (the PostgreSQL tests use one per file).
  it.each(sqlFiles)('%s names no schema explicitly', (name) => {
    expect(readFileSync(join(MIGRATIONS_FOLDER, name), 'utf8')).not.toContain('"public".');
  });
});
