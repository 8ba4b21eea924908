import { and, eq, getTableName, inArray, isNull, like, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRows } from '../../src/cli/seed-rows';
import type { DatabaseHandle } from '../../src/db/database';
import { orders, registrations, searchTermCounts, searchTerms } from '../../src/db/schema';
import { dayRange, escapeLike, jakartaDayOf } from '../../src/lib/list-filter';
import { sortKeyOf } from '../../src/lib/list-order';
import { pagedList } from '../../src/lib/paged-list';
import type { Transaction } from '../../src/lib/transaction';
import { rememberedCount, rememberTerm } from '../../src/lib/search-term-counts';
import { searchTermMemory } from '../../src/lib/search-term-memory';
import { openTestDatabase } from '../helpers/test-database';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A remembered term's counts (migration 0010's triggers) against the live rows containing it. */
describe('remembered search terms', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  // Terms of every kind: a first name, an email domain, a code prefix, a digit, LIKE's wildcards
  // (literal here as in the search), a term no row has, and upper case (stored lowercased).
  const ORDER_TERMS = ['sit', 'gmail', 'ORD-2026', '7', '%', '_', 'zqxw', 'Budi'];
  const REGISTRATION_TERMS = ['wati', 'yahoo', 'AGN', '0'];

  /** The Jakarta day of a wide row, as text (the key of the day counts). */
  const dayOf = (table: typeof orders | typeof registrations) =>
    sql<string>`${jakartaDayOf(table.createdAt)}::text`;

  /** The oracle: live rows of the wide table whose search_text contains the term, per status and day. */
  async function expected(table: typeof orders | typeof registrations, term: string) {
    const rows = await database.db
      .select({
        status: table.status,
        day: dayOf(table),
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(table)
      .where(
        and(
          isNull(table.deletedAt),
          like(table.searchText, sql`lower(${`%${escapeLike(term)}%`})`),
        ),
      )
      .groupBy(table.status, sql`2`);
    return Object.fromEntries(rows.map((row) => [`${row.status} ${row.day}`, row.n]));
  }

  async function kept(list: string, term: string) {
    const rows = await database.db
      .select()
      .from(searchTermCounts)
      .where(and(eq(searchTermCounts.list, list), eq(searchTermCounts.term, term.toLowerCase())));
    return Object.fromEntries(
      rows
        .filter((row) => row.matches !== 0)
        .map((row) => [`${row.status} ${row.day}`, row.matches]),
    );
  }

  /**
   * The live matches outside their status and day's bounds (newer than newest_at, or a name
   * before least_name or after greatest_name): there must be none.
   */
  async function outsideBounds(table: typeof orders | typeof registrations, term: string) {
    const name = sortKeyOf(table, 'name');
    return database.db
      .select({ status: table.status })
      .from(table)
      .innerJoin(
        searchTermCounts,
        and(
          eq(searchTermCounts.list, getTableName(table)),
          eq(searchTermCounts.term, sql`lower(${term})`),
          eq(searchTermCounts.status, table.status),
          eq(searchTermCounts.day, jakartaDayOf(table.createdAt)),
        ),
      )
      .where(
        and(
          isNull(table.deletedAt),
          sql`strpos(${table.searchText}, lower(${term})) > 0`,
          sql`(${searchTermCounts.newestAt} is null or ${table.createdAt} > ${searchTermCounts.newestAt}
            or ${searchTermCounts.leastName} is null or ${name} < ${searchTermCounts.leastName}
            or ${searchTermCounts.greatestName} is null or ${name} > ${searchTermCounts.greatestName})`,
        ),
      );
  }

  async function expectExact() {
    for (const term of ORDER_TERMS) {
      expect(await kept('orders', term), term).toEqual(await expected(orders, term));
      expect(await outsideBounds(orders, term), term).toEqual([]);
    }
    for (const term of REGISTRATION_TERMS) {
      expect(await kept('registrations', term), term).toEqual(await expected(registrations, term));
      expect(await outsideBounds(registrations, term), term).toEqual([]);
    }
  }

  it('counts a term when remembered, then follows every write like the search tables', async () => {
    const { db } = database;
    await seedRows(db, { orders: 400, registrations: 300, now: new Date(), batchSize: 150 });
    for (const q of ORDER_TERMS) {
      expect(await rememberTerm(db, { table: orders, q, maxTerms: 50 })).toBe(true);
    }
    for (const q of REGISTRATION_TERMS) {
      expect(await rememberTerm(db, { table: registrations, q, maxTerms: 50 })).toBe(true);
    }
    expect(await rememberTerm(db, { table: orders, q: 'BUDI', maxTerms: 50 })).toBe(false);
    expect(Object.keys(await kept('orders', 'gmail')).length).toBeGreaterThan(0);
    await expectExact();

    await seedRows(db, { orders: 200, registrations: 100, now: new Date(), batchSize: 70 });
    await expectExact();

    const ids = (await db.select({ id: orders.id }).from(orders).limit(60)).map((row) => row.id);
    await db
      .update(orders)
      .set({ status: 'paid' })
      .where(inArray(orders.id, ids.slice(0, 10)));
    await db
      .update(orders)
      .set({ buyerName: 'Siti Budi 7%', email: 'x_y@gmail.com' })
      .where(inArray(orders.id, ids.slice(10, 20)));
    await db
      .update(orders)
      .set({ notes: 'dicek' })
      .where(inArray(orders.id, ids.slice(20, 25)));
    // A match moved to the newest place, to the microsecond: newest_at follows.
    await db
      .update(orders)
      .set({ createdAt: sql`'2099-01-01 00:00:00.000999+00'` })
      .where(inArray(orders.id, ids.slice(25, 30)));
    await db
      .update(orders)
      .set({ deletedAt: new Date() })
      .where(inArray(orders.id, ids.slice(30, 45)));
    await db
      .update(orders)
      .set({ deletedAt: null, status: 'shipped' })
      .where(inArray(orders.id, ids.slice(30, 35)));
    await db.delete(orders).where(inArray(orders.id, ids.slice(45, 60)));
    await db
      .update(registrations)
      .set({
        status: 'verified',
        fullName: 'Wati Baru',
        deletedAt: sql`case when random() < 0.5 then now() end`,
      })
      .where(eq(registrations.status, 'new'));
    await expectExact();

    // A failed statement changes no count.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(orders).set({ buyerName: 'Budi Gagal' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectExact();

    await db.execute(sql`truncate orders, registrations cascade`);
    await expectExact();
    expect(await kept('orders', 'gmail')).toEqual({});
    await seedRows(db, { orders: 50, registrations: 50, now: new Date(), batchSize: 50 });
    await expectExact();
  });

  it('reads a remembered total, with a status, and the live rows it is out of', async () => {
    const { db } = database;
    const q = 'GMAIL';
    await rememberTerm(db, { table: orders, q, maxTerms: 50 });
    const sumOf = (counts: Record<string, number>, keep: (key: string) => boolean) =>
      Object.entries(counts)
        .filter(([key]) => keep(key))
        .reduce((sum, [, n]) => sum + n, 0);
    const all = sumOf(await expected(orders, q), () => true);
    const paid = sumOf(await expected(orders, q), (key) => key.startsWith('paid '));
    const live = await db.$count(orders, isNull(orders.deletedAt));
    const livePaid = await db.$count(
      orders,
      and(isNull(orders.deletedAt), eq(orders.status, 'paid')),
    );
    const newest = async (status?: string) => {
      const [row] = await db
        .select({ at: max(orders.createdAt) })
        .from(orders)
        .where(
          and(
            isNull(orders.deletedAt),
            like(orders.searchText, '%gmail%'),
            status ? eq(orders.status, status) : undefined,
          ),
        );
      return row?.at;
    };
    const everyStatus = await rememberedCount(db, { table: orders, q });
    expect(everyStatus).toMatchObject({ total: all, live });
    expect(everyStatus?.newest?.getTime()).toBeGreaterThan((await newest())?.getTime() ?? Infinity);
    const onlyPaid = await rememberedCount(db, { table: orders, q, status: 'paid' });
    expect(onlyPaid).toMatchObject({ total: paid, live: livePaid });
    if (paid > 0) {
      expect(onlyPaid?.newest?.getTime()).toBeGreaterThan(
        (await newest('paid'))?.getTime() ?? Infinity,
      );
    }
    // A range of days (and a status) sums its days: against the live rows within it.
    const days = Object.keys(await expected(orders, q))
      .map((key) => key.split(' ')[1] ?? '')
      .sort();
    const from = days[Math.floor(days.length / 3)] ?? '';
    const to = days[Math.floor((2 * days.length) / 3)] ?? '';
    const inRange = (key: string) => (key.split(' ')[1] ?? '') >= from && key.split(' ')[1]! <= to;
    const liveInRange = async (status?: string) =>
      db.$count(
        orders,
        and(
          isNull(orders.deletedAt),
          dayRange(orders.createdAt, { from, to }),
          status ? eq(orders.status, status) : undefined,
        ),
      );
    expect(from < to).toBe(true);
    expect(await rememberedCount(db, { table: orders, q, from, to })).toMatchObject({
      total: sumOf(await expected(orders, q), inRange),
      live: await liveInRange(),
    });
    expect(await rememberedCount(db, { table: orders, q, status: 'paid', from, to })).toMatchObject(
      {
        total: sumOf(await expected(orders, q), (key) => key.startsWith('paid ') && inRange(key)),
        live: await liveInRange('paid'),
      },
    );
    expect(await rememberedCount(db, { table: orders, q: 'gmai' })).toBeUndefined();
    expect(await rememberedCount(db, { table: registrations, q })).toBeUndefined();
  });

  it('starts a page of a remembered term at its newest match, to the microsecond', async () => {
    const { db } = database;
    await seedRows(db, { orders: 300, registrations: 0, now: new Date() });
    const live = await db
      .select({ id: orders.id })
      .from(orders)
      .where(isNull(orders.deletedAt))
      .orderBy(orders.createdAt);
    // 150 old rows hold the term (a page walks), one of them moved to the newest place with microseconds.
    const holders = live.slice(0, 150).map((row) => row.id);
    await db.update(orders).set({ buyerName: 'Ratu Zebra' }).where(inArray(orders.id, holders));
    await db
      .update(orders)
      .set({ createdAt: sql`'2099-01-01 00:00:00.000999+00'` })
      .where(eq(orders.id, holders[5] ?? ''));
    const memory = searchTermMemory(db, {
      minMatches: 1,
      onError: (error) => {
        throw error;
      },
    });
    for (const query of [
      { page: 1, q: 'zebra' },
      { page: 2, q: 'ZEBRA' },
      { page: 1, q: 'zebra', status: 'paid' },
    ]) {
      const counted = await pagedList(db, { table: orders, query });
      await memory.settled();
      await pagedList(db, { table: orders, query, memory });
      await memory.settled();
      expect(await pagedList(db, { table: orders, query, memory }), JSON.stringify(query)).toEqual(
        counted,
      );
    }
    const [first] = (await pagedList(db, { table: orders, query: { page: 1, q: 'zebra' }, memory }))
      .items;
    expect(first?.id).toBe(holders[5]);
  });

  it('refreshes used_at at most once an hour, and forgets the least recently used terms', async () => {
    const { db } = database;
    const usedAt = async (term: string) =>
      (
        await db
          .select({ usedAt: searchTerms.usedAt })
          .from(searchTerms)
          .where(and(eq(searchTerms.list, 'registrations'), eq(searchTerms.term, term)))
      )[0]?.usedAt;
    const start = new Date(Date.UTC(2030, 0, 1, 8));
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    await db.delete(searchTerms).where(eq(searchTerms.list, 'registrations'));
    for (const [index, q] of ['aa', 'bb', 'cc'].entries()) {
      await rememberTerm(db, { table: registrations, q, maxTerms: 3 }, at(index));
    }
    await rememberedCount(db, { table: registrations, q: 'aa' }, at(30));
    expect(await usedAt('aa')).toEqual(at(0));
    await rememberedCount(db, { table: registrations, q: 'AA' }, at(61));
    expect(await usedAt('aa')).toEqual(at(61));

    // "bb" is now the least recently used of three: a fourth term makes it go, counts and all.
    await rememberTerm(db, { table: registrations, q: 'dd', maxTerms: 3 }, at(62));
    const terms = await db
      .select({ term: searchTerms.term })
      .from(searchTerms)
      .where(eq(searchTerms.list, 'registrations'));
    expect(terms.map((row) => row.term).sort()).toEqual(['aa', 'cc', 'dd']);
    expect(await kept('registrations', 'bb')).toEqual({});
  });

  /** A transaction that has written and waits, holding its locks, until `commit` is called. */
  async function writeAndHold(write: (tx: Transaction) => Promise<unknown>) {
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written = () => {};
    const writing = new Promise<void>((resolve) => {
      written = resolve;
    });
    const writer = database.db.transaction(async (tx) => {
      await write(tx);
      written();
      await committed;
    });
    await writing;
    return { commit, writer };
  }

  it.runIf(onPostgres)('waits for a write in progress, which it then counts once', async () => {
    const { db } = database;
    const ids = (await db.select({ id: orders.id }).from(orders).limit(5)).map((row) => row.id);
    const { commit, writer } = await writeAndHold((tx) =>
      tx.update(orders).set({ buyerName: 'Kwartet Tengah' }).where(inArray(orders.id, ids)),
    );
    const remembering = rememberTerm(db, { table: orders, q: 'kwartet', maxTerms: 50 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    commit();
    await writer;
    expect(await remembering).toBe(true);
    expect(await kept('orders', 'kwartet')).toEqual(await expected(orders, 'kwartet'));
    const sum = async () =>
      Object.values(await kept('orders', 'kwartet')).reduce((a, b) => a + b, 0);
    expect(await sum()).toBe(5);

    await db
      .update(orders)
      .set({ buyerName: 'Lain' })
      .where(inArray(orders.id, ids.slice(0, 2)));
    expect(await sum()).toBe(3);
  });

  it.runIf(onPostgres)('gives up when writers hold the search table too long', async () => {
    const { db } = database;
    const { commit, writer } = await writeAndHold((tx) => tx.update(orders).set({ notes: 'lama' }));
    const remembering = rememberTerm(db, { table: orders, q: 'lama-sekali', maxTerms: 50 });
    const outcome = await remembering.then(
      () => 'remembered',
      (error: unknown) => error,
    );
    commit();
    await writer;
    expect(outcome).toMatchObject({ cause: { code: '55P03' } }); // lock_not_available
    expect(await rememberedCount(db, { table: orders, q: 'lama-sekali' })).toBeUndefined();
  });
});
