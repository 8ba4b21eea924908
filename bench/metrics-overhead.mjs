// What the metrics cost a request (issue 47): the same built server twice, side by side, one with
// METRICS_TOKEN set and a scraper reading /metrics every second, the other with neither
// METRICS_TOKEN nor METRICS_ALLOW (no hook registered, nothing collected). Load: autocannon, 50
// keep-alive connections to 127.0.0.1 on `GET /api/health` (a cheap route: the hook's share is
// the largest there), in alternating rounds.
// Run after `npm run build`:  node bench/metrics-overhead.mjs [seconds-per-round=5] [pairs=5]
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { cpuMicroseconds } from './lib/process-cpu.mjs';
import { startServer } from './lib/start-server.mjs';

const CONNECTIONS = 50;
const PATH = '/api/health';
const SCRAPE_EVERY_MS = 1000;
const NO_METRICS = { METRICS_TOKEN: '', METRICS_ALLOW: '' };

/** Reads /metrics every second while `work` runs; refuses a scrape that is not answered. */
async function whileScraped(server, token, work) {
  const scrape = () =>
    fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then(
      async (response) => {
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
      },
    );
  await scrape();
  const failures = [];
  const timer = setInterval(() => scrape().catch((error) => failures.push(error)), SCRAPE_EVERY_MS);
  const result = await work().finally(() => clearInterval(timer));
  if (failures.length) throw failures[0];
  return result;
}

/** Microseconds of wall time and of the server's CPU per request, over `seconds` of load. */
async function round(server, seconds) {
  const cpuBefore = cpuMicroseconds(server.child.pid);
  const result = await autocannon({
    url: server.base + PATH,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  const requests = result.requests.total;
  return {
    timePerRequest: (result.duration * 1e6) / requests,
    cpuPerRequest: (cpuMicroseconds(server.child.pid) - cpuBefore) / requests,
  };
}

export async function metricsOverhead({ seconds = 5, pairs = 5 } = {}) {
  const token = randomBytes(32).toString('hex');
  const withMetrics = await startServer('apps/server/dist/server.js', {
    env: { ...NO_METRICS, METRICS_TOKEN: token },
    readyPath: '/api/ready',
  });
  const without = await startServer('apps/server/dist/server.js', {
    env: NO_METRICS,
    readyPath: '/api/ready',
  });
  try {
    const absent = await fetch(`${without.base}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await absent.arrayBuffer();
    if (absent.status !== 404) throw new Error(`metrics off, /metrics answered ${absent.status}`);
    // A short warm-up of each side, so neither pays for its JIT inside a measured round.
    await whileScraped(withMetrics, token, () => round(withMetrics, 1));
    await round(without, 1);
    const measured = await alternatingPairs(
      pairs,
      () => whileScraped(withMetrics, token, () => round(withMetrics, seconds)),
      () => round(without, seconds),
    );
    const pairsOf = (key) =>
      measured.map((pair) => ({ ours: pair.ours[key], baseline: pair.baseline[key] }));
    return [
      resultRow({
        part: 'metrics-overhead',
        measure: `GET ${PATH}, ${CONNECTIONS} connections: time per request (1 / throughput) with metrics on and scraped every second (baseline: metrics off)`,
        unit: 'µs',
        pairs: pairsOf('timePerRequest'),
        target: { atMost: 1.05 },
      }),
      resultRow({
        part: 'metrics-overhead',
        measure: `GET ${PATH}: server CPU time per request, same rounds`,
        unit: 'µs',
        pairs: pairsOf('cpuPerRequest'),
      }),
    ];
  } finally {
    await withMetrics.stop();
    await without.stop();
  }
}

if (isMain(import.meta.url)) {
  const [seconds, pairs] = process.argv.slice(2).map(Number);
  printRows(await metricsOverhead({ seconds: seconds || undefined, pairs: pairs || undefined }));
}
