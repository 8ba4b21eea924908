// The admin CSV export as a browser gets it: the built server's real endpoint
// (/api/admin/orders/export.csv, signed in as an admin), read into a counting sink, against
// `psql -c "\copy (the same SELECT) to stdout with csv header"` into an equal sink. The SELECT is
// the one the server's COPY runs (copyCsvSelect: the rows, order and column texts of the list).
// The server's resident memory (VmRSS in /proc/PID/status) is sampled every 100 ms during the
// download; the largest growth over the idle server before a request, of all downloads, is the
// second row. One round of each side runs unmeasured first (the server's rows/s is in the
// notes). A third row
// reads the same export from the embedded database (PGlite, the JavaScript path) at 100,000 rows.
//
// Run (after `npm run build`): node --import tsx bench/csv-export.mjs
// Env: CSV_DATABASE_URL (postgres://postgres@127.0.0.1:5432/toko_bench_csv, seeded with a million
//      orders when it has fewer: about ten minutes on 2 cores, reused by later runs), PAIRS (3).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { adminCookie, benchAdminEnv } from './lib/admin-session.mjs';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { seededDatabase } from './lib/seeded-database.mjs';
import { seededPgliteDataDir } from './lib/seeded-pglite.mjs';
import { startServer } from './lib/start-server.mjs';

const SERVER = 'apps/server/dist/server.js';
const MiB = 2 ** 20;

/** Counts bytes and records (LF bytes) of a stream, the same way for both sides. */
function countingSink(stream) {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let lines = 0;
    stream.on('data', (chunk) => {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    });
    stream.on('end', () => resolve({ bytes, lines }));
    stream.on('error', reject);
  });
}

function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

function httpRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, resolve);
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** One download (no accept-encoding: the bytes as written) with the server's RSS sampled. */
async function download(server, cookie, list) {
  const idle = residentBytes(server.child.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(server.child.pid));
  }, 100);
  const started = performance.now();
  const response = await httpRequest(`${server.base}/api/admin/${list}/export.csv`, {
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
  const counted = await countingSink(response);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { ...counted, seconds, rows: counted.lines - 1, growth: peak - idle };
}

async function psqlCopy(url, select) {
  const started = performance.now();
  const child = spawn('psql', [url, '-X', '-c', `\\copy (${select}) to stdout with csv header`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const counted = await countingSink(child.stdout);
  if ((await exited) !== 0) throw new Error('psql failed');
  const seconds = (performance.now() - started) / 1000;
  return { ...counted, seconds, rows: counted.lines - 1 };
}

async function listSelect(list) {
  const schema = await import('../apps/server/src/db/schema/index.ts');
  const { copyCsvSelect } = await import('../apps/server/src/lib/csv/copy-csv.ts');
  const { listWhere } = await import('../apps/server/src/lib/list-filter.ts');
  const { ORDER_EXPORT_COLUMNS } =
    await import('../apps/server/src/modules/admin/orders/order-export-columns.ts');
  const { REGISTRATION_EXPORT_COLUMNS } =
    await import('../apps/server/src/modules/admin/registrations/registration-export-columns.ts');
  const table = schema[list];
  const columns = list === 'orders' ? ORDER_EXPORT_COLUMNS : REGISTRATION_EXPORT_COLUMNS;
  return copyCsvSelect({ table, where: listWhere(table, {}), columns });
}

/** PostgreSQL: the server's export against psql's \copy of the same SELECT, alternating. */
async function postgresRows({ url, pairs, list }) {
  const server = await startServer(SERVER, {
    env: { DATABASE_URL: url, ...benchAdminEnv },
    readyPath: '/api/ready',
  });
  try {
    const cookie = await adminCookie(server.base);
    const select = await listSelect(list);
    // One unmeasured round each first: the server's first export after its start also compiles
    // code and makes its buffers and pooled connection; it is shown in the note.
    const first = await download(server, cookie, list);
    await psqlCopy(url, select);
    const measured = await alternatingPairs(
      pairs,
      () => download(server, cookie, list),
      () => psqlCopy(url, select),
    );
    const downloads = [first, ...measured.map((pair) => pair.ours)];
    const rows = measured[0].ours.rows;
    for (const pair of measured) {
      if (pair.ours.rows !== rows || pair.baseline.rows !== rows) {
        throw new Error(`row counts differ: ${pair.ours.rows} and ${pair.baseline.rows}`);
      }
    }
    const count = rows.toLocaleString('en');
    return [
      resultRow({
        part: 'csv-export',
        measure: `${list} CSV export of ${count} rows from PostgreSQL, rows/s (baseline: psql \\copy of the same SELECT)`,
        unit: 'rows/s',
        pairs: measured.map(({ ours, baseline }) => ({
          ours: ours.rows / ours.seconds,
          baseline: baseline.rows / baseline.seconds,
        })),
        target: { atLeast: 0.8 },
        note: `${(measured[0].ours.bytes / MiB).toFixed(0)} MiB; first export after the start ${Math.round(first.rows / first.seconds).toLocaleString('en')} rows/s`,
      }),
      resultRow({
        part: 'csv-export',
        measure: `${list} CSV export of ${count} rows: largest server RSS growth over idle, MiB (baseline: 50 MiB)`,
        unit: 'MiB',
        // The largest of all downloads, the first after the start included: memory a later
        // export finds already taken does not show as its growth.
        pairs: [{ ours: Math.max(...downloads.map((one) => one.growth)) / MiB, baseline: 50 }],
        target: { atMost: 1 },
        note: `each: ${downloads.map((one) => (one.growth / MiB).toFixed(1)).join(', ')} MiB; sampled every 100 ms`,
      }),
    ];
  } finally {
    await server.stop();
  }
}

/** The embedded database: the JavaScript path, rows/s only (no baseline). */
async function pgliteRow({ rows, runs }) {
  const server = await startServer(SERVER, {
    env: benchAdminEnv,
    readyPath: '/api/ready',
    dataDir: seededPgliteDataDir(rows),
  });
  try {
    const cookie = await adminCookie(server.base);
    const measured = [];
    for (let run = 0; run < runs; run += 1) measured.push(await download(server, cookie, 'orders'));
    return resultRow({
      part: 'csv-export',
      measure: `orders CSV export of ${measured[0].rows.toLocaleString('en')} rows from PGlite (JavaScript path), rows/s`,
      unit: 'rows/s',
      pairs: measured.map((result) => ({ ours: result.rows / result.seconds, baseline: 1 })),
      note: `RSS growth ${(Math.max(...measured.map((result) => result.growth)) / MiB).toFixed(0)} MiB; no target`,
    });
  } finally {
    await server.stop();
  }
}

export async function csvExport({
  url = process.env.CSV_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toko_bench_csv',
  orders = 1_000_000,
  pgliteOrders = 100_000,
  pairs = 3,
} = {}) {
  await seededDatabase(url, { orders, registrations: 0 }, (line) => console.error(line));
  return [
    ...(await postgresRows({ url, pairs, list: 'orders' })),
    await pgliteRow({ rows: pgliteOrders, runs: pairs }),
  ];
}

if (isMain(import.meta.url)) {
  printRows(await csvExport({ pairs: Number(process.env.PAIRS ?? 3) }));
}
