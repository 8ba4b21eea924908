import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ListTable } from './list-filter';
import { orderByOf, sortKeyOf, type ListOrder } from './list-order';

export const KEYSET_BATCH_SIZE = 1000;

export type KeysetRowsOptions<Table extends ListTable> = {
  table: Table;
  /** Usually `listWhere(table, filter)`, and a search's ids. */
  where: SQL | undefined;
  /** The list's order; newest first when not given. */
  order?: ListOrder;
  batchSize?: number;
};

type Cursor = { key: string; id: string };

const NEWEST_FIRST: ListOrder = { sort: 'date', dir: 'desc' };

/** The SQL type each sort key is read back as from its text form. */
const KEY_TYPES: Record<ListOrder['sort'], SQL> = {
  date: sql`timestamptz`,
  total: sql`bigint`,
  name: sql`text`,
};

/**
 * Every matching row in the list's order, read `batchSize` rows at a time by keyset pagination
 * on (sort key, id): each batch starts after the last row of the one before, so the cost of a
 * batch does not grow with the position and only one batch is ever in memory. Rows are read
 * as the consumer pulls them (an export streams at the client's pace); stopping the loop
 * stops the reading.
 */
export async function* keysetRows<Table extends ListTable>(
  db: Database,
  { table, where, order = NEWEST_FIRST, batchSize = KEYSET_BATCH_SIZE }: KeysetRowsOptions<Table>,
): AsyncGenerator<Table['$inferSelect']> {
  let after: Cursor | undefined;
  const key = sortKeyOf(table, order.sort);
  for (;;) {
    const batch = await db
      .select({
        row: table as ListTable,
        // Text keeps the microseconds that a JavaScript Date would round away.
        key: sql<string>`(${key})::text`,
        id: sql<string>`${table.id}::text`,
      })
      .from(table as ListTable)
      .where(and(where, after && startsAfter(table, order, after)))
      .orderBy(...orderByOf(table, order))
      .limit(batchSize);
    for (const { row } of batch) yield row as Table['$inferSelect'];
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { key: last.key, id: last.id };
  }
}

function startsAfter(table: ListTable, order: ListOrder, cursor: Cursor): SQL | undefined {
  const key = sortKeyOf(table, order.sort);
  const at = sql`${cursor.key}::${KEY_TYPES[order.sort]}`;
  const id = sql`${cursor.id}::uuid`;
  // The plain `<=` (`>=`) lets an index on the key start at the cursor instead of the first row.
  return order.dir === 'desc'
    ? and(sql`${key} <= ${at}`, sql`(${key}, ${table.id}) < (${at}, ${id})`)
    : and(sql`${key} >= ${at}`, sql`(${key}, ${table.id}) > (${at}, ${id})`);
}
