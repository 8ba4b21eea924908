// What the metrics cost a request (issue 47): the same built server twice, side by side, one with
// METRICS_TOKEN set and a scraper reading /metrics every 15 seconds, the other with neither
// METRICS_TOKEN nor METRICS_ALLOW (no hook registered, nothing collected). Load: autocannon, 50
// keep-alive connections to 127.0.0.1 on `GET /api/health` (a cheap route: the hook's share is
// the largest there), in alternating rounds. With two cores or more, both servers run on the
// last core and this process (autocannon) on the others, so that the server measured never takes
// turns with its load generator: the rounds then differ by a few per cent, not by half.
// Run after `npm run build`:  node bench/metrics-overhead.mjs [seconds-per-round=15] [pairs=8]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { isMain } from './lib/is-main.mjs';
import { median, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { cpuMicroseconds } from './lib/process-cpu.mjs';
import { startServer } from './lib/start-server.mjs';

const CONNECTIONS = 50;
const PATH = '/api/health';
/**
 * A common `scrape_interval` (Prometheus' own default, which docs/deploy.md's example keeps, is a
 * minute): a round of 15 s holds its scrape. What one scrape costs is a row of its own.
 */
const SCRAPE_EVERY_MS = 15_000;
const SCRAPES_TIMED = 20;
const NO_METRICS = { METRICS_TOKEN: '', METRICS_ALLOW: '' };

/** The servers' core and the load generator's, or none on a single core. */
function coreSplit() {
  const cores = availableParallelism();
  if (cores < 2) return { serverCpus: undefined };
  execFileSync('taskset', [
    '--all-tasks',
    '--cpu-list',
    '-p',
    `0-${cores - 2}`,
    String(process.pid),
  ]);
  return { serverCpus: String(cores - 1) };
}

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
  const cpu = cpuMicroseconds(server.child.pid) - cpuBefore;
  return {
    timePerRequest: (result.duration * 1e6) / requests,
    cpuPerRequest: cpu / requests,
    // Near 1: the server was the bottleneck, as the measure needs (not the load generator).
    serverBusy: cpu / (result.duration * 1e6),
  };
}

/** A server with metrics on (scraped) or off, started on the servers' core. */
function startOne(token, cpus) {
  return startServer('apps/server/dist/server.js', {
    env: token ? { ...NO_METRICS, METRICS_TOKEN: token } : NO_METRICS,
    readyPath: '/api/ready',
    cpus,
  });
}

/**
 * One pair on two new server processes, each warmed up first: the same build differs by up to a
 * fifth in throughput from one process to the next, so each pair draws its own two.
 */
async function measurePair(index, { token, serverCpus, seconds }) {
  const withMetrics = await startOne(token, serverCpus);
  const without = await startOne(undefined, serverCpus);
  try {
    const absent = await fetch(`${without.base}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await absent.arrayBuffer();
    if (absent.status !== 404) throw new Error(`metrics off, /metrics answered ${absent.status}`);
    const ours = () => whileScraped(withMetrics, token, () => round(withMetrics, seconds));
    const baseline = () => round(without, seconds);
    await whileScraped(withMetrics, token, () => round(withMetrics, 1));
    await round(without, 1);
    // Pairs take turns at going first, so neither side always meets a warmer machine.
    if (index % 2) {
      const first = await baseline();
      return { ours: await ours(), baseline: first };
    }
    const first = await ours();
    return { ours: first, baseline: await baseline() };
  } finally {
    await withMetrics.stop();
    await without.stop();
  }
}

/** The server's CPU time for one scrape of /metrics, in µs (the median of SCRAPES_TIMED). */
async function scrapeCost(token) {
  const server = await startOne(token, undefined);
  try {
    const costs = [];
    for (let index = 0; index < SCRAPES_TIMED; index += 1) {
      const before = cpuMicroseconds(server.child.pid);
      const response = await fetch(`${server.base}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      costs.push(cpuMicroseconds(server.child.pid) - before);
    }
    return median(costs);
  } finally {
    await server.stop();
  }
}

export async function metricsOverhead({ seconds = 15, pairs = 8 } = {}) {
  const token = randomBytes(32).toString('hex');
  const { serverCpus } = coreSplit();
  const perScrape = await scrapeCost(token);
  const measured = [];
  for (let index = 0; index < pairs; index += 1) {
    measured.push(await measurePair(index, { token, serverCpus, seconds }));
  }
  const pairsOf = (key) =>
    measured.map((pair) => ({ ours: pair.ours[key], baseline: pair.baseline[key] }));
  return [
    resultRow({
      part: 'metrics-overhead',
      measure: `GET ${PATH}, ${CONNECTIONS} connections: time per request (1 / throughput) with metrics on and scraped every 15 s (baseline: metrics off)`,
      unit: 'µs',
      pairs: pairsOf('timePerRequest'),
      target: { atMost: 1.05 },
    }),
    resultRow({
      part: 'metrics-overhead',
      measure: `GET ${PATH}: server CPU time per request, same rounds`,
      unit: 'µs',
      pairs: pairsOf('cpuPerRequest'),
      note: `one scrape of /metrics: ${(perScrape / 1000).toFixed(1)} ms of the server's CPU (median of ${SCRAPES_TIMED}, idle server)`,
    }),
    resultRow({
      part: 'metrics-overhead',
      measure: `server busy (CPU time / wall time; near 1 when the server, not the load, sets the pace)${serverCpus ? `, servers on core ${serverCpus}` : ''}`,
      unit: 'share',
      pairs: pairsOf('serverBusy'),
    }),
  ];
}

if (isMain(import.meta.url)) {
  const [seconds, pairs] = process.argv.slice(2).map(Number);
  printRows(await metricsOverhead({ seconds: seconds || undefined, pairs: pairs || undefined }));
}
