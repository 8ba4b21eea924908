import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../db/migrations-folder';

type JournalEntry = { tag: string; when: number };

/** The migrations this version knows, oldest first (drizzle-kit's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * The tag of the newest applied migration, found by the time drizzle records for it; `unknown`
 * when this version does not know it (a backup made by a newer version).
 */
export function migrationTag(appliedCount: number, lastCreatedAt: number | undefined): string {
  if (appliedCount === 0) return 'none';
  return knownMigrations().find((entry) => entry.when === lastCreatedAt)?.tag ?? 'unknown';
}
