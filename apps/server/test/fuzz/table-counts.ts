import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database';
import * as schema from '../../src/db/schema';

export type TableCounts = Record<string, number>;

const TABLE_NAMES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

const COUNT_QUERY = sql.raw(
  `select json_build_object(${TABLE_NAMES.map(
    (name) => `'${name}', (select count(*) from "${name}")`,
  ).join(', ')}) as counts`,
);

/** The row count of every table of the schema, in one round trip. */
export async function countRows(db: Database): Promise<TableCounts> {
  const result = (await db.execute(COUNT_QUERY)) as unknown as {
    rows: { counts: TableCounts | string }[];
  };
  const counts = result.rows[0]!.counts;
  return typeof counts === 'string' ? (JSON.parse(counts) as TableCounts) : counts;
}

/** Tables whose count differs, as `table: before → after`. */
export function changedTables(before: TableCounts, after: TableCounts): string[] {
  return Object.keys(after)
    .filter((name) => after[name] !== before[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
