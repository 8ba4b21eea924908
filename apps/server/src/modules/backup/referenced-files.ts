import { getTableColumns, type Column } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { STORED_FILE_COLUMNS } from '../stored-files/stored-file-columns';
import type { DatabaseSnapshot } from './database-snapshot';

/** Every storage key a row of the snapshot names, in any column of `STORED_FILE_COLUMNS`. */
export async function referencedFileKeys(snapshot: DatabaseSnapshot): Promise<string[]> {
  const columns = STORED_FILE_COLUMNS.flatMap(({ table, columns: names }) => {
    const byName: Record<string, Column> = getTableColumns(table);
    return names.map((name) => ({
      table: `public.${getTableConfig(table).name}`,
      column: byName[name]!.name,
    }));
  });
  const union = columns
    .map(({ table, column }) => `select ${column} as key from ${table} where ${column} is not null`)
    .join(' union ');
  const rows = await snapshot.query<{ key: string }>(`${union} order by key`);
  return rows.map((row) => row.key);
}

/** Row count of each table of the schemas the migrations make, by schema-qualified name. */
export async function tableRowCounts(snapshot: DatabaseSnapshot): Promise<Record<string, number>> {
  const tables = await snapshot.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await snapshot.query<{ count: number }>(
      `select count(*)::int as count from ${name.replace(/(\w+)/g, '"$1"')}`,
    );
    counts[name] = Number(row?.count ?? 0);
  }
  return counts;
}
