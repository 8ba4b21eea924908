import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { listCounts } from '../db/schema';
import type { ListTable } from './list-filter';

/** The exact number of live rows of an admin list, of one status if given, from `list_counts`. */
export async function liveRowCount(
  db: Database,
  table: ListTable,
  status: string | undefined,
): Promise<number> {
  const [found] = await db
    .select({ live: sql<number>`coalesce(sum(${listCounts.live}), 0)`.mapWith(Number) })
    .from(listCounts)
    .where(
      and(
        eq(listCounts.list, getTableName(table)),
        status ? eq(listCounts.status, status) : undefined,
      ),
    );
  return found?.live ?? 0;
}
