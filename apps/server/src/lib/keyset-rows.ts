import { and, desc, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ListTable } from './list-filter';

export const KEYSET_BATCH_SIZE = 1000;

export type KeysetRowsOptions<Table extends ListTable> = {
  table: Table;
  /** Usually `listWhere(table, { status })`. */
  where: SQL | undefined;
  batchSize?: number;
};

type Cursor = { createdAt: string; id: string };

/**
 * Every matching row, newest first, read `batchSize` rows at a time by keyset pagination on
 * (created_at, id): each batch starts after the last row of the one before, so the cost of a
 * batch does not grow with the position and only one batch is ever in memory. Rows are read
 * as the consumer pulls them (an export streams at the client's pace); stopping the loop
 * stops the reading.
 */
export async function* keysetRows<Table extends ListTable>(
  db: Database,
  { table, where, batchSize = KEYSET_BATCH_SIZE }: KeysetRowsOptions<Table>,
): AsyncGenerator<Table['$inferSelect']> {
  let after: Cursor | undefined;
  for (;;) {
    const batch = await db
      .select({
        row: table as ListTable,
        // Text keeps the microseconds that a JavaScript Date would round away.
        createdAt: sql<string>`${table.createdAt}::text`,
        id: sql<string>`${table.id}::text`,
      })
      .from(table as ListTable)
      .where(and(where, after && startsAfter(table, after)))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(batchSize);
    for (const { row } of batch) yield row as Table['$inferSelect'];
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

function startsAfter(table: ListTable, { createdAt, id }: Cursor): SQL | undefined {
  const at = sql`${createdAt}::timestamptz`;
  // The plain `<=` lets an index on created_at start at the cursor instead of the newest row.
  return and(
    lte(table.createdAt, at),
    sql`(${table.createdAt}, ${table.id}) < (${at}, ${id}::uuid)`,
  );
}
