// What the metrics cost a request (issue 47): the same built server twice, side by side, one with
// METRICS_TOKEN set, the other with neither METRICS_TOKEN nor METRICS_ALLOW (no hook registered,
// nothing collected). Both get the same requests: autocannon, 50 keep-alive connections to
// 127.0.0.1 cycling through a mix of cheap public routes (the hook's share is the largest on
// them), and a scraper asking both for /metrics every 15 seconds (the server without metrics
// answers it 404). On a single route, one request of another kind slows the loop that follows
// on either server, so a scrape only one side gets measured V8's feedback, not the metrics
// (bench/README.md, "What the metrics cost"). Each pair's sides take turns in slices. With two
// cores or more, both servers run on the last core and this process (autocannon) on the others,
// so that the server measured never takes turns with its load generator.
// Run after `npm run build`:  node bench/metrics-overhead.mjs [seconds-a-side=15] [pairs=8]
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
/** Public GETs that touch no database row: liveness, readiness, the catalogue, an API 404. */
const PATHS = ['/api/health', '/api/ready', '/api/products', '/api/tidak-ada'];
/**
 * A common `scrape_interval` (Prometheus' own default, which docs/deploy.md's example keeps, is a
 * minute): a pair's 15 s a side hold a scrape of each. What one scrape costs is a row of its own.
 */
const SCRAPE_EVERY_MS = 15_000;
const SCRAPES_TIMED = 20;
/** A pair's rounds per side, taken in turn with the other side's. */
const SLICES = 5;
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

/**
 * Asks for /metrics every SCRAPE_EVERY_MS while `work` runs, and refuses an answer other than
 * `expected` (200 with metrics on, 404 without).
 */
async function whileScraped(server, token, expected, work) {
  const scrape = () =>
    fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then(
      async (response) => {
        await response.arrayBuffer();
        if (response.status !== expected) throw new Error(`/metrics answered ${response.status}`);
      },
    );
  await scrape();
  const failures = [];
  const timer = setInterval(() => scrape().catch((error) => failures.push(error)), SCRAPE_EVERY_MS);
  const result = await work().finally(() => clearInterval(timer));
  if (failures.length) throw failures[0];
  return result;
}

/** Requests answered, and microseconds of wall time and of the server's CPU, in `seconds` of load. */
async function slice(server, seconds) {
  const cpuBefore = cpuMicroseconds(server.child.pid);
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  });
  // A fourth of the answers are the API's 404, and nothing else may fail.
  if (result.errors || result.timeouts || result.non2xx !== result['4xx'] || !result['4xx']) {
    throw new Error(
      `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return {
    requests: result.requests.total,
    wall: result.duration * 1e6,
    cpu: cpuMicroseconds(server.child.pid) - cpuBefore,
  };
}

const sum = (slices) =>
  slices.reduce(
    (total, one) => ({
      requests: total.requests + one.requests,
      wall: total.wall + one.wall,
      cpu: total.cpu + one.cpu,
    }),
    { requests: 0, wall: 0, cpu: 0 },
  );

const perRequest = ({ requests, wall, cpu }) => ({
  timePerRequest: wall / requests,
  cpuPerRequest: cpu / requests,
  // Near 1: the server was the bottleneck, as the measure needs (not the load generator).
  serverBusy: cpu / wall,
});

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
 * fifth in throughput from one process to the next, so each pair draws its own two. Each side's
 * `seconds` come in SLICES slices taken in turn (ABBAAB…), so that a minute in which the machine
 * is slower weighs on both sides alike; both are scraped throughout.
 */
async function measurePair(index, { token, serverCpus, seconds }) {
  const withMetrics = await startOne(token, serverCpus);
  const without = await startOne(undefined, serverCpus);
  try {
    return await whileScraped(withMetrics, token, 200, () =>
      whileScraped(without, token, 404, async () => {
        await slice(withMetrics, 1);
        await slice(without, 1);
        const ours = [];
        const baseline = [];
        for (let turn = 0; turn < SLICES; turn += 1) {
          const sides = [
            [ours, withMetrics],
            [baseline, without],
          ];
          if ((index + turn) % 2) sides.reverse();
          for (const [slices, server] of sides) slices.push(await slice(server, seconds / SLICES));
        }
        return { ours: perRequest(sum(ours)), baseline: perRequest(sum(baseline)) };
      }),
    );
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
      measure: `GET ${PATHS.join(', ')} in turn, ${CONNECTIONS} connections, /metrics asked every ${SCRAPE_EVERY_MS / 1000} s: time per request (1 / throughput) with metrics on (baseline: metrics off, /metrics a 404)`,
      unit: 'µs',
      pairs: pairsOf('timePerRequest'),
      target: { atMost: 1.05 },
    }),
    resultRow({
      part: 'metrics-overhead',
      measure: 'server CPU time per request, same rounds',
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
