import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRows } from '../../src/cli/seed-rows';
import type { DatabaseHandle } from '../../src/db/database';
import { orders, searchTerms, users } from '../../src/db/schema';
import type { ListTable } from '../../src/lib/list-filter';
import { searchTermMemory } from '../../src/lib/search-term-memory';
import { openTestDatabase } from '../helpers/test-database';

describe('searchTermMemory', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedRows(database.db, { orders: 60, registrations: 0, now: new Date() });
  });
  afterAll(() => database.close());

  const remembered = async () =>
    (await database.db.select().from(searchTerms).where(eq(searchTerms.list, 'orders'))).map(
      (row) => row.term,
    );
  const live = async () => database.db.$count(orders);

  it('remembers a term in the background only from minMatches on, once at a time', async () => {
    const errors: unknown[] = [];
    const memory = searchTermMemory(database.db, {
      minMatches: 10,
      onError: (error) => errors.push(error),
    });
    memory.counted({ table: orders, q: 'ord-' }, 9);
    await memory.settled();
    expect(await remembered()).not.toContain('ord-');

    memory.counted({ table: orders, q: 'ORD-' }, 10);
    memory.counted({ table: orders, q: 'ord-' }, 10); // already under way: not a second time
    memory.counted({ table: orders, q: 'ord-2' }, 10); // another term waits for its next search
    // A lookup waits for the remembering under way, then reads its total.
    expect(await memory.lookup({ table: orders, q: 'Ord-' })).toMatchObject({
      total: await live(),
      live: await live(),
    });
    await memory.settled();
    expect(await remembered()).toContain('ord-');
    expect(await remembered()).not.toContain('ord-2');
    memory.counted({ table: orders, q: 'ord-2' }, 10);
    await memory.settled();
    expect(await remembered()).toContain('ord-2');
    expect(errors).toEqual([]);
  });

  it('reports a remembering that failed, and answers the lookup without it', async () => {
    const errors: unknown[] = [];
    const memory = searchTermMemory(database.db, {
      minMatches: 1,
      onError: (error) => errors.push(error),
    });
    const notAList = users as unknown as ListTable;
    memory.counted({ table: notAList, q: 'admin' }, 5);
    expect(await memory.lookup({ table: notAList, q: 'admin' })).toBeUndefined();
    await memory.settled();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/users is not an admin list/);
  });
});
