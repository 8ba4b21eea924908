import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations-folder';

const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));

describe('committed migrations', () => {
  it('exist', () => {
    expect(sqlFiles.length).toBeGreaterThan(0);
  });

  // drizzle-kit writes `"public"."users"` into foreign keys; that pins tables to one schema and
  // breaks a database that uses another search path (the PostgreSQL tests use one per file).
  it.each(sqlFiles)('%s names no schema explicitly', (name) => {
    expect(readFileSync(join(MIGRATIONS_FOLDER, name), 'utf8')).not.toContain('"public".');
  });
});
