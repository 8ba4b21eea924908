// Issue 32, item 1: the QRIS picture must not cost the server a core. Two measures on the built
// server: its CPU time per picture over 200 requests with different totals (each one drawn, none
// from the cache), and `GET /api/health`'s p99 while 4 clients fetch pictures with random totals,
// against its p99 with nothing else running (target: at most twice). Each picture is asked for
// from an address of its own, as by many buyers, so the per-address limit does not decide it.
//   node bench/qris-png.mjs [rounds=3]
import { randomInt } from 'node:crypto';
import { isMain } from './lib/is-main.mjs';
import { median, resultRow } from './lib/pairs.mjs';
import { cpuMicroseconds } from './lib/process-cpu.mjs';
import { startServer } from './lib/start-server.mjs';

const PART = 'qris-png';
const PICTURE_CLIENTS = 4;
const HEALTH_CLIENTS = 1;
const DISTINCT_TOTALS = 200;
/** Different totals within QRIS's cap, away from those a quick test would use. */
const randomTotal = () => randomInt(10_000, 10_000_000);
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** One picture, asked for from `address` (through a trusted proxy). */
async function picture(base, total, address) {
  const response = await fetch(`${base}/api/payment/qris.png?total=${total}`, {
    headers: { 'x-forwarded-for': address },
  });
  if (response.status !== 200) throw new Error(`qris.png answered ${response.status}`);
  await response.arrayBuffer();
}

/** The server's CPU milliseconds per picture over DISTINCT_TOTALS different totals. */
async function cpuPerPicture(server) {
  const before = cpuMicroseconds(server.child.pid);
  for (let index = 0; index < DISTINCT_TOTALS; index += 1) {
    await picture(server.base, 5_000_000 + index * 37 + randomInt(30), randomAddress());
  }
  return (cpuMicroseconds(server.child.pid) - before) / 1000 / DISTINCT_TOTALS;
}

/** Health latencies (ms) for `ms`, with `pictures` clients fetching random totals meanwhile. */
async function healthLatencies(base, ms, pictures) {
  const latencies = [];
  let running = true;
  const healthClient = async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
  };
  const pictureClient = async () => {
    while (running) await picture(base, randomTotal(), randomAddress());
  };
  const clients = [
    ...Array.from({ length: HEALTH_CLIENTS }, healthClient),
    ...Array.from({ length: pictures }, pictureClient),
  ];
  await new Promise((resolve) => setTimeout(resolve, ms));
  running = false;
  await Promise.all(clients);
  return latencies;
}

export async function qrisPng({ rounds = 3 } = {}) {
  const server = await startServer('apps/server/dist/server.js', {
    env: { TRUST_PROXY: '1', ALLOWED_HOSTS: '127.0.0.1' },
    readyPath: '/api/ready',
  });
  try {
    await picture(server.base, 1_000, randomAddress());
    const cpu = [];
    const pairs = [];
    for (let round = 0; round < rounds; round += 1) {
      cpu.push(await cpuPerPicture(server));
      const idle = percentile(await healthLatencies(server.base, 3000, 0), 0.99);
      const loaded = percentile(await healthLatencies(server.base, 5000, PICTURE_CLIENTS), 0.99);
      pairs.push({ ours: loaded, baseline: idle });
      console.error(
        `round ${round + 1}: ${cpu.at(-1).toFixed(1)} ms CPU a picture; health p99 ${loaded.toFixed(1)} ms under ${PICTURE_CLIENTS} picture clients, ${idle.toFixed(1)} ms idle`,
      );
    }
    return [
      resultRow({
        part: PART,
        measure: `GET /api/health p99 while ${PICTURE_CLIENTS} clients fetch QRIS pictures with random totals (baseline: its p99 idle)`,
        unit: 'ms',
        pairs,
        target: { atMost: 2 },
        note: `server CPU per picture, ${DISTINCT_TOTALS} different totals: ${median(cpu).toFixed(1)} ms`,
      }),
    ];
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const { rowsTable } = await import('./lib/print-rows.mjs');
  console.log(rowsTable(await qrisPng({ rounds: Number(process.argv[2]) || undefined })));
}
