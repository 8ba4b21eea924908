// The admin lists, search, export and dashboard at scale: seeds a dedicated PostgreSQL database
// with ROWS orders and ROWS registrations (once; a later run reuses them), then times the real
// queries (pagedList, keysetRows + csvStream for the export, the dashboard's repositories) and
// prints p50/p95 per case as a Markdown table.
//
// Run: node --import tsx bench/admin-lists-scale.mjs [ROWS=1000000]
// In bench/run.mjs (only with BENCH_SCALE=1) each case's p95 is a row against its budget.
// Env: SCALE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/toko_scale), RUNS (30 per case),
//      EXPLAIN=1 prints EXPLAIN ANALYZE of each case's count and of its page both ways once.
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedRows } from '../apps/server/src/cli/seed-rows.ts';
import { openPostgres } from '../apps/server/src/db/open-postgres.ts';
import { orders, registrations } from '../apps/server/src/db/schema/index.ts';
import { csvStream } from '../apps/server/src/lib/csv/csv-stream.ts';
import { keysetRows } from '../apps/server/src/lib/keyset-rows.ts';
import { listWhere } from '../apps/server/src/lib/list-filter.ts';
import { pagedList, pagedListQueries } from '../apps/server/src/lib/paged-list.ts';
import {
  MAX_REMEMBERED_TERMS,
  searchTermMemory,
} from '../apps/server/src/lib/search-term-memory.ts';
import { csvColumnsOf } from '../apps/server/src/lib/export-column.ts';
import { ORDER_EXPORT_COLUMNS } from '../apps/server/src/modules/admin/orders/order-export-columns.ts';
import { REGISTRATION_EXPORT_COLUMNS } from '../apps/server/src/modules/admin/registrations/registration-export-columns.ts';
import { recentActivity } from '../apps/server/src/modules/admin/stats/activity-repository.ts';
import { dailyStats } from '../apps/server/src/modules/admin/stats/daily-repository.ts';
import { countDashboardStats } from '../apps/server/src/modules/admin/stats/stats-repository.ts';
import { addDays, jakartaDay } from '../packages/contracts/src/list-dates.ts';
import { isMain } from './lib/is-main.mjs';
import { resultRow } from './lib/pairs.mjs';

const log = (line) => process.stderr.write(`${line}\n`);

/** Seeds (once) and times every case; returns the cases, the writes, the exports, the sizes. */
export async function measureAdminLists({
  rows: ROWS = 1_000_000,
  runs: RUNS = 30,
  url: URL = 'postgres://postgres@127.0.0.1:5432/toko_scale',
} = {}) {
  // The database of its own, created when missing.
  {
    const name = new globalThis.URL(URL).pathname.slice(1);
    const server = new pg.Client({ connectionString: URL.replace(/\/[^/]*$/, '/postgres') });
    await server.connect();
    const found = await server.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await server.query(`create database "${name}"`);
    await server.end();
  }

  const database = await openPostgres({ url: URL, onPoolError: (error) => log(error.message) });
  const { db } = database;
  const rowsOf = (result) => result.rows;
  const one = async (query) => rowsOf(await db.execute(query))[0];

  // Seed up to ROWS rows in each table (soft-deleted rows count: they are part of the tables).
  const have = {
    orders: Number((await one(sql`select count(*)::int as n from orders`)).n),
    registrations: Number((await one(sql`select count(*)::int as n from registrations`)).n),
  };
  if (have.orders < ROWS || have.registrations < ROWS) {
    const started = performance.now();
    const seeded = await seedRows(db, {
      orders: Math.max(0, ROWS - have.orders),
      registrations: Math.max(0, ROWS - have.registrations),
      now: new Date(),
      onProgress: (table, inserted, target) => {
        if (inserted % 200_000 === 0 || inserted === target)
          log(`${table}: ${inserted} of ${target}`);
      },
    });
    log(
      `seeded ${JSON.stringify(seeded)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // About 1 % soft-deleted, as admins delete a few rows.
    await db.execute(sql`update orders set deleted_at = created_at + interval '1 day'
    where deleted_at is null and random() < 0.01`);
    await db.execute(sql`update registrations set deleted_at = created_at + interval '1 day'
    where deleted_at is null and random() < 0.01`);
    await db.execute(sql`vacuum analyze orders`);
    await db.execute(sql`vacuum analyze registrations`);
    log(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  // The narrow search tables (migration 0007, filled by it or by the triggers while seeding).
  await db.execute(sql`vacuum analyze order_search`);
  await db.execute(sql`vacuum analyze registration_search`);
  await db.execute(sql`vacuum analyze list_day_counts`);

  const sizes = await one(sql`select
  pg_size_pretty(pg_total_relation_size('orders')) as orders,
  pg_size_pretty(pg_total_relation_size('registrations')) as registrations,
  pg_size_pretty(pg_total_relation_size('order_search')) as order_search,
  pg_size_pretty(pg_total_relation_size('registration_search')) as registration_search,
  (select count(*) from orders where deleted_at is null)::int as live_orders,
  (select count(*) from registrations where deleted_at is null)::int as live_registrations`);
  log(`sizes ${JSON.stringify(sizes)}`);

  function percentile(sorted, p) {
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  }

  async function time(run) {
    for (let warm = 0; warm < 3; warm += 1) await run();
    const samples = [];
    let result;
    for (let index = 0; index < RUNS; index += 1) {
      const started = performance.now();
      result = await run();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return { p50: percentile(samples, 50), p95: percentile(samples, 95), result };
  }

  async function explain(query) {
    const result = await db.execute(sql`explain (analyze, buffers) ${query}`);
    return rowsOf(result)
      .map((row) => Object.values(row)[0])
      .join('\n');
  }

  // The admin routes' memory of dense terms, emptied first: each search's first run counts.
  await db.execute(sql`delete from search_terms`);
  const memory = searchTermMemory(db, { onError: (error) => log(`not remembered: ${error}`) });
  const lists = {
    orders: { table: orders, memory },
    registrations: { table: registrations, memory },
  };

  // Terms taken from real rows, so each finds what an admin would look for.
  const [order] = rowsOf(
    await db.execute(sql`select buyer_name, email, phone, order_number from orders
    where deleted_at is null order by created_at desc offset ${Math.floor(ROWS / 3)} limit 1`),
  );
  const [registration] = rowsOf(
    await db.execute(sql`select full_name, email, phone, code from registrations
    where deleted_at is null order by created_at desc offset ${Math.floor(ROWS / 2)} limit 1`),
  );

  // The ranges of days end on the newest row's day (the rows span the 90 days before the seed).
  const lastDay = jakartaDay(
    new Date((await one(sql`select max(created_at) as at from orders`)).at),
  );
  const day = { from: lastDay, to: lastDay };
  const month = { from: addDays(lastDay, -29), to: lastDay };

  const cases = [
    ['orders', 'first page', {}],
    ['orders', 'page 400', { page: 400 }],
    ['orders', 'page 40,000 (past the end)', { page: 40_000 }],
    ['orders', 'status = pending', { status: 'pending' }],
    ['orders', 'search name "budi" (a common first name)', { q: 'budi' }],
    ['orders', `search full name "${order.buyer_name}"`, { q: order.buyer_name }],
    ['orders', `search email "${order.email.split('@')[0]}"`, { q: order.email.split('@')[0] }],
    ['orders', `search phone digits "${order.phone.slice(-7)}"`, { q: order.phone.slice(-7) }],
    ['orders', `search code "${order.order_number}"`, { q: order.order_number }],
    [
      'orders',
      `search code end "${order.order_number.slice(-6)}"`,
      { q: order.order_number.slice(-6) },
    ],
    ['orders', 'search "santoso" + status = paid', { q: 'santoso', status: 'paid' }],
    ['orders', 'broad search "gmail" (~20 % of rows)', { q: 'gmail' }],
    ['orders', 'broad search "gmail", page 40', { q: 'gmail', page: 40 }],
    [
      'orders',
      `code prefix "${order.order_number.slice(0, 10)}" (a month)`,
      { q: order.order_number.slice(0, 10) },
    ],
    ['orders', 'short search "a"', { q: 'a' }],
    ['orders', 'short search "bu"', { q: 'bu' }],
    ['orders', 'short search "08"', { q: '08' }],
    ['orders', 'short search "qz" (rare)', { q: 'qz' }],
    ['orders', 'sort total (largest first)', { sort: 'total' }],
    ['orders', 'sort total ascending, page 400', { sort: 'total', dir: 'asc', page: 400 }],
    ['orders', 'sort name', { sort: 'name' }],
    ['orders', 'sort name descending, page 400', { sort: 'name', dir: 'desc', page: 400 }],
    ['orders', 'status = paid, sort total', { status: 'paid', sort: 'total' }],
    ['orders', 'status = paid, sort name', { status: 'paid', sort: 'name' }],
    ['orders', 'one day', day],
    ['orders', '30 days', month],
    ['orders', '30 days, page 400', { ...month, page: 400 }],
    ['orders', '30 days, oldest first', { ...month, dir: 'asc' }],
    ['orders', '30 days + status = pending', { ...month, status: 'pending' }],
    ['orders', '30 days, sort total', { ...month, sort: 'total' }],
    ['orders', '30 days + status = paid, sort name', { ...month, status: 'paid', sort: 'name' }],
    ['orders', 'one day, sort total', { ...day, sort: 'total' }],
    [
      'orders',
      `search full name "${order.buyer_name}", sort total`,
      { q: order.buyer_name, sort: 'total' },
    ],
    [
      'orders',
      'search "santoso" + status = paid, sort name',
      { q: 'santoso', status: 'paid', sort: 'name' },
    ],
    ['orders', 'search "budi" + 30 days', { q: 'budi', ...month }],
    [
      'orders',
      'search "budi" + status = paid + 30 days, sort total',
      { q: 'budi', status: 'paid', ...month, sort: 'total' },
    ],
    ['orders', 'search "budi" + one day, sort name', { q: 'budi', ...day, sort: 'name' }],
    ['orders', 'broad search "gmail", sort total', { q: 'gmail', sort: 'total' }],
    ['orders', 'broad search "gmail" + 30 days', { q: 'gmail', ...month }],
    [
      'orders',
      'broad search "gmail" + status = paid + 30 days, sort name',
      { q: 'gmail', status: 'paid', ...month, sort: 'name' },
    ],
    ['registrations', 'first page', {}],
    ['registrations', 'status = new', { status: 'new' }],
    ['registrations', 'search name "siti"', { q: 'siti' }],
    [
      'registrations',
      `search full name "${registration.full_name}"`,
      { q: registration.full_name },
    ],
    [
      'registrations',
      `search email "${registration.email.split('@')[0]}"`,
      { q: registration.email.split('@')[0] },
    ],
    [
      'registrations',
      `search phone digits "${registration.phone.slice(-7)}"`,
      { q: registration.phone.slice(-7) },
    ],
    ['registrations', `search code "${registration.code}"`, { q: registration.code }],
    ['registrations', 'short search "a"', { q: 'a' }],
    ['registrations', 'short search "wi"', { q: 'wi' }],
    ['registrations', 'short search "qz" (rare)', { q: 'qz' }],
    ['registrations', 'sort name', { sort: 'name' }],
    ['registrations', 'status = new, sort name', { status: 'new', sort: 'name' }],
    [
      'registrations',
      '30 days + status = new, sort name',
      { ...month, status: 'new', sort: 'name' },
    ],
    ['registrations', 'search name "siti", sort name', { q: 'siti', sort: 'name' }],
    ['registrations', 'search name "siti" + 30 days', { q: 'siti', ...month }],
    [
      'registrations',
      'search name "siti" + status = new + 30 days, sort name descending',
      { q: 'siti', status: 'new', ...month, sort: 'name', dir: 'desc' },
    ],
  ];

  const results = [];
  for (const [list, label, filter] of cases) {
    const options = { ...lists[list], query: { page: 1, ...filter } };
    if (process.env.EXPLAIN) {
      const walk = pagedListQueries(db, options, 'walk').page;
      const { page, count } = pagedListQueries(db, options, 'collect');
      log(`\n### ${list}: ${label}\n${await explain(count)}`);
      log(`page, walking:\n${await explain(walk)}\npage, collecting:\n${await explain(page)}`);
    }
    // The first search of a term nobody searched before, then (its term remembered if dense)
    // the timed runs.
    const started = performance.now();
    await pagedList(db, options);
    const first = performance.now() - started;
    await memory.settled();
    const { p50, p95, result } = await time(() => pagedList(db, options));
    results.push({ list, label, first, p50, p95, total: result.total });
    log(
      `${list} | ${label} | ${first.toFixed(1)} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${result.total}`,
    );
  }

  // What remembered terms cost a write: one order's status changed back and forth, with the terms
  // the searches above left, then with the most a list keeps.
  const writes = [];
  {
    const [{ id }] = rowsOf(
      await db.execute(
        sql`select id from orders where deleted_at is null and status = 'pending' limit 1`,
      ),
    );
    const statusChange = async () => {
      await db.execute(sql`update orders set status = 'paid' where id = ${id}`);
      await db.execute(sql`update orders set status = 'pending' where id = ${id}`);
    };
    const terms = async () =>
      Number((await one(sql`select count(*)::int as n from search_terms where list = 'orders'`)).n);
    await db.execute(sql`delete from search_terms where list = 'orders'`);
    const rememberSearchesAbove = async () => {
      for (const [list, , filter] of cases) {
        if (list === 'orders' && filter.q) {
          await pagedList(db, { ...lists.orders, query: { page: 1, ...filter } });
          await memory.settled();
        }
      }
    };
    const fillUpTerms = () =>
      db.execute(sql`insert into search_terms (list, term)
      select 'orders', 'kata' || n
      from generate_series(1, ${MAX_REMEMBERED_TERMS} - (select count(*) from search_terms
        where list = 'orders')) n
      on conflict do nothing`);
    for (const [label, prepare] of [
      ['no remembered terms', async () => {}],
      ['remembered terms of the searches above', rememberSearchesAbove],
      ['the most a list keeps', fillUpTerms],
    ]) {
      await prepare();
      const { p50, p95 } = await time(statusChange);
      writes.push({ label: `${label} (${await terms()})`, p50: p50 / 2, p95: p95 / 2 });
      log(`write | ${label} | ${(p50 / 2).toFixed(2)}`);
    }
    await db.execute(sql`delete from search_terms where list = 'orders'`);
  }

  for (const [label, run] of [
    ['dashboard counts', () => countDashboardStats(db)],
    ['dashboard recent activity', () => recentActivity(db)],
    ['dashboard 30-day chart', () => dailyStats(db, new Date())],
  ]) {
    const { p50, p95 } = await time(run);
    results.push({ list: 'dashboard', label, p50, p95, total: '' });
    log(`dashboard | ${label} | ${p50.toFixed(1)} | ${p95.toFixed(1)}`);
  }

  // CSV export of every live row: time, bytes, and memory while it streams.
  const exports = [];
  for (const [list, columns] of [
    ['orders', csvColumnsOf(ORDER_EXPORT_COLUMNS)],
    ['registrations', csvColumnsOf(REGISTRATION_EXPORT_COLUMNS)],
  ]) {
    const { table } = lists[list];
    globalThis.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 50);
    let bytes = 0;
    let lines = 0;
    const started = performance.now();
    await pipeline(
      csvStream(keysetRows(db, { table, where: listWhere(table, {}) }), columns),
      new Writable({
        write(chunk, _encoding, done) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
          done();
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const MiB = 1024 * 1024;
    exports.push({
      list,
      rows: lines - 1,
      seconds,
      mib: bytes / MiB,
      rss: (peakRss - before.rss) / MiB,
      heap: (peakHeap - before.heapUsed) / MiB,
    });
    log(`export ${list}: ${lines - 1} rows, ${seconds.toFixed(1)} s`);
  }

  await database.close();
  return { results, writes, exports, sizes };
}

/** The cases as rows of bench/run.mjs: p95 against its budget (50 ms, 300 ms for 1–2 characters). */
export async function adminListsScale(options = {}) {
  const { results } = await measureAdminLists(options);
  return results
    .filter((row) => row.list !== 'dashboard')
    .map((row) => {
      const budget = row.label.startsWith('short search') ? 300 : 50;
      return resultRow({
        part: 'admin-lists-scale',
        measure: `${row.list}: ${row.label}, p95 (baseline: the ${budget} ms budget)`,
        unit: 'ms',
        pairs: [{ ours: row.p95, baseline: budget }],
        target: { atMost: 1 },
      });
    });
}

function printTables({ results, writes, exports, sizes }, ROWS, RUNS) {
  const ms = (value) => value.toFixed(1);
  console.log(
    `\n${ROWS.toLocaleString('en')} rows per table, ${RUNS} runs per case, ${new Date().toISOString()}`,
  );
  console.log(
    `table sizes with indexes: orders ${sizes.orders}, registrations ${sizes.registrations}\n`,
  );
  console.log('| list | case | first ms | p50 ms | p95 ms | total |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const row of results) {
    const first = row.first === undefined ? '' : ms(row.first);
    console.log(
      `| ${row.list} | ${row.label} | ${first} | ${ms(row.p50)} | ${ms(row.p95)} | ${row.total.toLocaleString('en')} |`,
    );
  }
  console.log('\n| one order status change, with | p50 ms | p95 ms |');
  console.log('| --- | ---: | ---: |');
  for (const row of writes)
    console.log(`| ${row.label} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} |`);
  console.log('\n| export | rows | seconds | CSV MiB | peak RSS + MiB | peak heap + MiB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of exports) {
    console.log(
      `| ${row.list} | ${row.rows.toLocaleString('en')} | ${row.seconds.toFixed(1)} | ${row.mib.toFixed(0)} | ${row.rss.toFixed(1)} | ${row.heap.toFixed(1)} |`,
    );
  }
}

if (isMain(import.meta.url)) {
  const rows = Number(process.argv[2] ?? 1_000_000);
  const runs = Number(process.env.RUNS ?? 30);
  const url = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toko_scale';
  printTables(await measureAdminLists({ rows, runs, url }), rows, runs);
}
