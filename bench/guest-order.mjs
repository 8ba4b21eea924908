// A guest's order through the built server on PostgreSQL: `POST /api/orders` as JSON naming a
// small real JPEG proof uploaded beforehand through /api/uploads (outside the clock, as the
// checkout sends it while the buyer reads), each request with its own Idempotency-Key, 3000
// orders over 10 connections (autocannon), against pgbench running the order's statements
// (bench/guest-order.sql) at the same concurrency for as long as ours took, on the same
// database: the floor the database alone sets.
// Orders are limited per address: each comes from one of its own, through a proxy.
// Run after `npm run build`:  node --import tsx bench/guest-order.mjs [orders=3000] [pairs=3]
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
import { UPLOAD_DRAFT_HEADER, UPLOADS_PATH } from '@toko/contracts';
import { validOrder } from '../apps/server/test/orders/order-requests.ts';
import { jpegBytes } from '../apps/server/test/uploads/sample-files.ts';
import { createdDatabase } from './lib/created-database.mjs';
import { profileTables, readProfile } from './lib/cpu-profile.mjs';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, median, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { startServer } from './lib/start-server.mjs';

export const CONNECTIONS = 10;
export const WARM_UP_ORDERS = 300;
const P99_BUDGET_MS = 50;
export const WRITES_DATABASE_URL =
  process.env.BENCH_WRITES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toko_bench_writes';

/** tus metadata: each value base64, as the protocol's `Upload-Metadata` header carries them. */
const PROOF_METADATA = `slot ${Buffer.from('proof').toString('base64')},filename ${Buffer.from('bukti.jpg').toString('base64')}`;
const PROOF = jpegBytes();

/**
 * One proof up as the checkout sends it before its order: a checkout draft, then one tus
 * creation-with-upload request. Outside the clock: the order is what is measured.
 */
async function uploadedProof(base) {
  const address = `10.${randomBytes(3).join('.')}`;
  const draft = await fetch(`${base}/api/upload-drafts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ kind: 'checkout' }),
  });
  const { token } = await draft.json();
  const upload = await fetch(`${base}${UPLOADS_PATH}`, {
    method: 'POST',
    headers: {
      [UPLOAD_DRAFT_HEADER]: token,
      'tus-resumable': '1.0.0',
      'upload-length': String(PROOF.length),
      'upload-metadata': PROOF_METADATA,
      'content-type': 'application/offset+octet-stream',
      'x-forwarded-for': address,
    },
    body: PROOF,
  });
  if (upload.status !== 201) throw new Error(`proof upload: ${upload.status}`);
  return { uploadDraft: token, proofUpload: upload.headers.get('location').split('/').at(-1) };
}

/** `count` proofs, CONNECTIONS at a time. */
async function uploadedProofs(base, count) {
  const proofs = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (proofs.length < count) proofs.push(await uploadedProof(base));
    }),
  );
  return proofs;
}

/**
 * `orders` orders at CONNECTIONS at once, each naming a proof uploaded beforehand (a proof is
 * taken once): requests/s and latency percentiles in ms, and the seconds it took.
 */
export async function ordersLoad(base, orders) {
  const proofs = await uploadedProofs(base, orders);
  const order = validOrder();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: orders,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ ...order, ...proofs.pop() }),
          headers: {
            'content-type': 'application/json',
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
    seconds: result.duration,
  };
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

/** pgbench with the order's statements: transactions/s and latency percentiles in ms. */
export async function pgbenchLoad(url, seconds, script = 'bench/guest-order.sql') {
  const { hostname, port, username, pathname } = new URL(url);
  const logDir = mkdtempSync(join(tmpdir(), 'toko-pgbench-'));
  try {
    const { stdout } = await promisify(execFile)('pgbench', [
      ...['-h', hostname, '-p', port || '5432', '-U', username || 'postgres'],
      ...['-n', '-M', 'extended', '-c', String(CONNECTIONS), '-j', '2', '-T', String(seconds)],
      ...['-f', script, '-l', `--log-prefix=${join(logDir, 'tx')}`],
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

export async function guestOrder({ orders = 3000, pairs = 3, profile = false } = {}) {
  const url = await createdDatabase(WRITES_DATABASE_URL);
  const profileDir = profile ? mkdtempSync(join(tmpdir(), 'toko-cpu-prof-')) : undefined;
  const server = await startServer('apps/server/dist/server.js', {
    env: { DATABASE_URL: url, TRUST_PROXY: '1', ALLOWED_HOSTS: '127.0.0.1' },
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    readyPath: '/api/ready',
  });
  let measured;
  let profiledFrom;
  try {
    // Warm-ups: the server's JIT and pool, pgbench's first connections and the tables' pages.
    await ordersLoad(server.base, WARM_UP_ORDERS);
    await pgbenchLoad(url, 2);
    // pgbench runs as long as our last round took (whole seconds, at least one).
    let lastSeconds = 1;
    measured = await alternatingPairs(
      pairs,
      async () => {
        const load = await ordersLoad(server.base, orders);
        lastSeconds = Math.max(1, Math.round(load.seconds));
        return load;
      },
      () => pgbenchLoad(url, lastSeconds),
    );
    // The profile looks at one more round of ours alone, up to the server's exit.
    profiledFrom = performance.now();
    if (profileDir) console.error(await ordersLoad(server.base, orders));
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
        measure: `POST /api/orders (JSON naming a small JPEG proof already up), ${CONNECTIONS} at once, PostgreSQL: orders/s (baseline: pgbench, the same statements)`,
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
  const [orders, pairs] = process.argv.slice(2).map(Number);
  printRows(
    await guestOrder({
      orders: orders || undefined,
      pairs: pairs || undefined,
      profile: process.env.CPU_PROFILE === '1',
    }),
  );
}
