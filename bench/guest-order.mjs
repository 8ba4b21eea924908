// A guest's order through the built server on PostgreSQL: `POST /api/orders` with a small real
// JPEG proof, each request with its own Idempotency-Key, 10 connections (autocannon), against
// pgbench running the same seven statements the order sends (bench/guest-order.sql) at the same
// concurrency for the same time on the same database: the floor the database alone sets.
// Orders have no rate limit; every request is a new order (its own key).
// Run after `npm run build`:  node --import tsx bench/guest-order.mjs [seconds=10] [pairs=3]
// Env: BENCH_WRITES_DATABASE_URL (postgres://postgres@127.0.0.1:5432/toko_bench_writes, created
// when missing); CPU_PROFILE=1 also profiles the server (node --cpu-prof) and prints where its
// time went.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { orderRequest, validOrder } from '../apps/server/test/orders/order-requests.ts';
import { createdDatabase } from './lib/created-database.mjs';
import { profileTables, readProfile } from './lib/cpu-profile.mjs';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, median, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { startServer } from './lib/start-server.mjs';

export const CONNECTIONS = 10;
const P99_BUDGET_MS = 50;
export const WRITES_DATABASE_URL =
  process.env.BENCH_WRITES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toko_bench_writes';

/** `seconds` of orders at CONNECTIONS at once: requests/s and latency percentiles in ms. */
export async function ordersLoad(base, seconds) {
  const request = orderRequest(validOrder());
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: request.url,
        body: request.payload,
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...request.headers,
            'idempotency-key': `bench-${randomBytes(12).toString('hex')}`,
            // Orders are limited per address: each comes from one of its own, through a proxy.
            'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
          },
        }),
      },
    ],
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `orders: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return {
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

/** pgbench with the order's statements: transactions/s and latency percentiles in ms. */
async function pgbenchLoad(url, seconds) {
  const { hostname, port, username, pathname } = new URL(url);
  const logDir = mkdtempSync(join(tmpdir(), 'toko-pgbench-'));
  try {
    const { stdout } = await promisify(execFile)('pgbench', [
      ...['-h', hostname, '-p', port || '5432', '-U', username || 'postgres'],
      ...['-n', '-M', 'extended', '-c', String(CONNECTIONS), '-j', '2', '-T', String(seconds)],
      ...['-f', 'bench/guest-order.sql', '-l', `--log-prefix=${join(logDir, 'tx')}`],
      pathname.slice(1),
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`pgbench said:\n${stdout}`);
    // Each log line: client, transaction, latency in µs, script, epoch seconds, µs.
    const latencies = readdirSync(logDir)
      .flatMap((file) => readFileSync(join(logDir, file), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    return {
      perSecond: Number(tps[1]),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

export async function guestOrder({ seconds = 10, pairs = 3, profile = false } = {}) {
  const url = await createdDatabase(WRITES_DATABASE_URL);
  const profileDir = profile ? mkdtempSync(join(tmpdir(), 'toko-cpu-prof-')) : undefined;
  const server = await startServer('apps/server/dist/server.js', {
    env: { DATABASE_URL: url, TRUST_PROXY: '1', ALLOWED_HOSTS: '127.0.0.1' },
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    readyPath: '/api/health',
  });
  let measured;
  let profiledFrom;
  try {
    // Warm-ups: the server's JIT and pool, pgbench's first connections and the tables' pages.
    await ordersLoad(server.base, 2);
    await pgbenchLoad(url, 2);
    measured = await alternatingPairs(
      pairs,
      () => ordersLoad(server.base, seconds),
      () => pgbenchLoad(url, seconds),
    );
    // The profile looks at one more round of ours alone, up to the server's exit.
    profiledFrom = performance.now();
    if (profileDir) console.error(await ordersLoad(server.base, seconds));
  } finally {
    await server.stop();
  }
  if (profileDir) {
    const { path, profile: cpu } = readProfile(profileDir);
    console.error(`profile: ${path}\n${profileTables(cpu, performance.now() - profiledFrom)}`);
  }
  const pairsOf = (measure) =>
    measured.map((pair) => ({ ours: pair.ours[measure], baseline: pair.baseline[measure] }));
  const row = (fields) => ({ part: 'guest-order', ...fields });
  const p99 = pairsOf('p99');
  return [
    resultRow(
      row({
        measure: `POST /api/orders (small JPEG proof), ${CONNECTIONS} at once, PostgreSQL: orders/s (baseline: pgbench, the same statements)`,
        unit: 'req/s',
        pairs: pairsOf('perSecond'),
      }),
    ),
    resultRow(
      row({
        measure: `POST /api/orders, ${CONNECTIONS} at once: p50 latency (baseline: pgbench's)`,
        unit: 'ms',
        pairs: pairsOf('p50'),
      }),
    ),
    resultRow(
      row({
        measure: `POST /api/orders, ${CONNECTIONS} at once: p99 latency (baseline: the ${P99_BUDGET_MS} ms budget; pgbench's p99 ${median(p99.map((pair) => pair.baseline)).toFixed(1)} ms)`,
        unit: 'ms',
        pairs: p99.map((pair) => ({ ...pair, pgbench: pair.baseline, baseline: P99_BUDGET_MS })),
        target: { atMost: 1 },
      }),
    ),
  ];
}

if (isMain(import.meta.url)) {
  const [seconds, pairs] = process.argv.slice(2).map(Number);
  printRows(
    await guestOrder({
      seconds: seconds || undefined,
      pairs: pairs || undefined,
      profile: process.env.CPU_PROFILE === '1',
    }),
  );
}
