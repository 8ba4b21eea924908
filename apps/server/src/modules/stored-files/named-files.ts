import { getTableColumns, inArray, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { STORED_FILE_COLUMNS, UPLOAD_FILE_COLUMNS } from './stored-file-columns';

/**
 * Those of `keys` that a row still names, in any file column of a record or of a finished
 * upload: one scan of each table, whichever the number of keys.
 */
export async function keysNamedByRows(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  if (keys.length === 0) return named;
  for (const { table, columns: names } of [...STORED_FILE_COLUMNS, UPLOAD_FILE_COLUMNS]) {
    const byName: Record<string, PgColumn> = getTableColumns(table);
    const columns = names.map((name) => byName[name]!);
    const rows = await db
      .select(Object.fromEntries(columns.map((column, index) => [`c${index}`, column])))
      .from(table)
      .where(or(...columns.map((column) => inArray(column, [...keys]))));
    for (const row of rows) {
      for (const value of Object.values(row)) {
        if (typeof value === 'string' && keys.includes(value)) named.add(value);
      }
    }
  }
  return named;
}
