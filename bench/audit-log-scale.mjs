// "Log Audit" at a million events: seeds a PostgreSQL database of its own with EVENTS audit events
// (once, by INSERT … SELECT generate_series; a later run adds only what is missing), then times
// the page's real read (auditLogPage: the keyset query and the texts) for its first page, each
// filter and a next page, and prints p50/p95 per case as a Markdown table.
//
// Run: node --import tsx bench/audit-log-scale.mjs [EVENTS=1000000]
// In bench/run.mjs (only with BENCH_SCALE=1) each case's p95 is a row against the admin lists'
// 50 ms budget. Env: AUDIT_SCALE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/toko_audit_scale),
//      RUNS (30 per case), EXPLAIN=1 prints EXPLAIN ANALYZE of each case's query once.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/open-postgres.ts';
import {
  auditEventsPage,
  parseAuditCursor,
} from '../apps/server/src/modules/admin/audit-log/audit-log-repository.ts';
import { auditLogPage } from '../apps/server/src/modules/admin/audit-log/audit-log-service.ts';
import { AUDIT_ACTIONS, AUDIT_NO_STAFF } from '../packages/contracts/src/admin-audit-log.ts';
import { addDays, jakartaDay } from '../packages/contracts/src/list-dates.ts';
import { isMain } from './lib/is-main.mjs';
import { resultRow } from './lib/pairs.mjs';

const log = (line) => process.stderr.write(`${line}\n`);

/** The admin lists' p95 budget (bench/admin-lists-scale.mjs). */
const BUDGET_MS = 50;
/** Staff members the events are spread over; every twelfth event has none (system, applicant). */
const STAFF = 11;
/** One event every this many seconds, back from the seed's instant: a million span 81 days. */
const SPACING_SECONDS = 7;
/** A rare action: one event in this many, so its filter walks far for a page. */
const RARE_EVERY = 50_000;
const RARE_ACTION = 'backup.restore_unencrypted';
const CHUNK = 200_000;
/** The action of the staff-and-action cases. */
const PAIR_ACTION = 'order.status_change';

async function createDatabaseIfMissing(url) {
  const name = new globalThis.URL(url).pathname.slice(1);
  const server = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await server.connect();
  const found = await server.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await server.query(`create database "${name}"`);
  await server.end();
}

/** STAFF users (once), then the events up to `events`, each chunk one INSERT … SELECT. */
async function seed(db, events) {
  await db.execute(sql`insert into users (email, password_hash)
    select 'bench-staff-' || g || '@contoh.co.id', 'not a hash'
    from generate_series(1, ${STAFF}) g on conflict (email) do nothing`);
  const staffIds = (
    await db.execute(
      sql`select id from users where email like 'bench-staff-%' order by email limit ${STAFF}`,
    )
  ).rows.map((row) => row.id);
  const have = Number(
    (await db.execute(sql`select count(*)::int as n from admin_audit_events`)).rows[0].n,
  );
  if (have >= events) return staffIds;
  const common = AUDIT_ACTIONS.filter((action) => action !== RARE_ACTION);
  const started = performance.now();
  const anchor = new Date();
  for (let from = have + 1; from <= events; from += CHUNK) {
    const to = Math.min(events, from + CHUNK - 1);
    // Actions in turn, staff in turn (none every twelfth), details as the real ones' shape
    // (an export's filter), ids unique, instants SPACING_SECONDS apart going back.
    await db.execute(sql`insert into admin_audit_events
      (created_at, admin_user_id, action, entity_type, entity_id, details)
      select ${anchor.toISOString()}::timestamptz - g * interval '${sql.raw(String(SPACING_SECONDS))} seconds',
        (${sql.raw(`array[${staffIds.map((id) => `'${id}'::uuid`).join(',')}, null]`)})[1 + g % ${STAFF + 1}],
        a.action, split_part(a.action, '.', 1), gen_random_uuid()::text,
        jsonb_build_object('filter', jsonb_build_object('status', 'new'))
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select case when g % ${RARE_EVERY} = 0 then ${RARE_ACTION}
        else (${sql.raw(`array[${common.map((action) => `'${action}'`).join(',')}]`)})[1 + g % ${common.length}]
        end as action) a`);
    log(`audit events: ${to} of ${events}`);
  }
  await db.execute(sql`vacuum analyze admin_audit_events`);
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return staffIds;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Seeds (once) and times every case; returns the cases and the table's size. */
export async function measureAuditLog({
  events: EVENTS = 1_000_000,
  runs: RUNS = 30,
  url: URL = 'postgres://postgres@127.0.0.1:5432/toko_audit_scale',
} = {}) {
  await createDatabaseIfMissing(URL);
  const database = await openPostgres({ url: URL, onPoolError: (error) => log(error.message) });
  const { db } = database;
  const staffIds = await seed(db, EVENTS);
  const { rows } = await db.execute(sql`select
    (select count(*)::int from admin_audit_events) as events,
    pg_size_pretty(pg_total_relation_size('admin_audit_events')) as size,
    (select max(created_at) from admin_audit_events) as newest`);
  const sizes = rows[0];
  log(`sizes ${JSON.stringify(sizes)}`);

  const lastDay = jakartaDay(new Date(sizes.newest));
  const first = await auditLogPage({ database }, {});
  // A cursor halfway back: a page there costs what the first does (keyset, no offset).
  const [middle] = (
    await db.execute(sql`select id,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
      from admin_audit_events order by created_at desc, id desc
      offset ${Math.floor(Number(sizes.events) / 2)} limit 1`)
  ).rows;
  const middleCursor = `${middle.at}_${middle.id}`;
  const midDay = jakartaDay(new Date(middle.at));
  // Staff and actions come in turn, so some pairs meet and others never do: one of each.
  const staffWith = async (did) =>
    (
      await db.execute(sql`select u.id from users u where u.id in (${sql.join(
        staffIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${sql.raw(did ? '' : 'not ')}exists (select 1 from admin_audit_events e
        where e.admin_user_id = u.id and e.action = ${PAIR_ACTION}) order by u.email limit 1`)
    ).rows[0]?.id;
  const pair = { meets: await staffWith(true), never: await staffWith(false) };

  const cases = [
    ['first page', {}],
    ['next page (keyset)', { before: first.next }],
    ['a page halfway back (keyset)', { before: middleCursor }],
    ['by action', { action: 'registration.reveal' }],
    [`by a rare action (1 in ${RARE_EVERY.toLocaleString('en')})`, { action: RARE_ACTION }],
    ['by staff member', { staff: staffIds[3] }],
    ['by no staff member (system)', { staff: AUDIT_NO_STAFF }],
    ['by one day', { from: midDay, to: midDay }],
    ['by 30 days', { from: addDays(lastDay, -29), to: lastDay }],
    ['by staff and action', { staff: pair.meets, action: PAIR_ACTION }],
    ['by staff and an action they never did', { staff: pair.never, action: PAIR_ACTION }],
    ['by action and one day', { action: 'registration.reveal', from: midDay, to: midDay }],
  ];

  const results = [];
  for (const [label, query] of cases) {
    const run = () => auditLogPage({ database }, query);
    for (let warm = 0; warm < 3; warm += 1) await run();
    const samples = [];
    let page;
    for (let index = 0; index < RUNS; index += 1) {
      const started = performance.now();
      page = await run();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    results.push({
      label,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      items: page.items.length,
    });
    if (process.env.EXPLAIN === '1') {
      const { before, ...filter } = query;
      const cursor = before ? parseAuditCursor(before) : undefined;
      const page = auditEventsPage(db, filter, { before: cursor, limit: 51 });
      const plan = await db.execute(sql`explain (analyze, buffers) ${page}`);
      log(`${label}:\n${plan.rows.map((row) => Object.values(row)[0]).join('\n')}`);
    }
    log(`${label}: p95 ${results.at(-1).p95.toFixed(1)} ms`);
  }
  await database.close();
  return { results, sizes };
}

/** The cases as rows of bench/run.mjs: p95 against the admin lists' 50 ms budget. */
export async function auditLogScale(options = {}) {
  const { results } = await measureAuditLog(options);
  return results.map((row) =>
    resultRow({
      part: 'audit-log-scale',
      measure: `Log Audit: ${row.label}, p95 (baseline: the ${BUDGET_MS} ms budget)`,
      unit: 'ms',
      pairs: [{ ours: row.p95, baseline: BUDGET_MS }],
      target: { atMost: 1 },
    }),
  );
}

if (isMain(import.meta.url)) {
  const events = Number(process.argv[2] ?? 1_000_000);
  const runs = Number(process.env.RUNS ?? 30);
  const url =
    process.env.AUDIT_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toko_audit_scale';
  const { results, sizes } = await measureAuditLog({ events, runs, url });
  console.log(
    `\n${Number(sizes.events).toLocaleString('en')} audit events (${sizes.size} with indexes), ${runs} runs per case, ${new Date().toISOString()}\n`,
  );
  console.log('| case | p50 ms | p95 ms | rows |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const row of results) {
    console.log(`| ${row.label} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.items} |`);
  }
}
