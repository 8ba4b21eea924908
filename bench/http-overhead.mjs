// What our HTTP stack costs, as a ratio against a bare node:http server run side by side: the
// same small JSON answers, the same prerendered page and the same largest public asset (in the
// encoding a browser gets) with the same headers, served by (a) bench/baseline-server.mjs (files
// read with fs once, kept in memory) and (b) our built server (security headers, CSRF hook,
// cookie parsing, response serialisation, health probe, static files).
// Load: autocannon with 50 keep-alive connections to 127.0.0.1, in this process.
// Run after `npm run build`:  node bench/http-overhead.mjs [seconds-per-round=5] [pairs=3]
import http from 'node:http';
import autocannon from 'autocannon';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { cpuMicroseconds } from './lib/process-cpu.mjs';
import { largestPublicAsset } from './lib/public-asset.mjs';
import { startServer } from './lib/start-server.mjs';

export const CONNECTIONS = 50;

/** What a browser sends: both sides answer with the brotli copy the build wrote. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const PAGE = '/produk';

function measuredPaths(asset) {
  return [
    { path: '/api/auth/session', note: 'JSON, no cookie' },
    { path: '/api/health', note: 'JSON' },
    { path: PAGE, note: 'prerendered page, brotli', headers: BROWSER_ENCODINGS },
    { path: asset, note: 'largest public asset, brotli', headers: BROWSER_ENCODINGS },
  ];
}

/** `seconds` of load on `url`; refuses a run with errors or non-2xx. */
async function load(url, seconds, headers) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return result;
}

/** Requests per second of `seconds` of load on `url`. */
export async function requestsPerSecond(url, seconds, headers = {}) {
  const result = await load(url, seconds, headers);
  return result.requests.total / result.duration;
}

/** Requests per second on `server`'s `path`, and the server's CPU time per request meanwhile. */
async function measuredRound(server, path, seconds, headers) {
  const cpuBefore = cpuMicroseconds(server.child.pid);
  const result = await load(server.base + path, seconds, headers);
  const cpu = cpuMicroseconds(server.child.pid) - cpuBefore;
  return {
    rate: result.requests.total / result.duration,
    cpuPerRequest: cpu / result.requests.total,
  };
}

/** Headers that say nothing about the answer itself. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive']);
/** Drawn anew for each answer: only its shape is compared (10 characters of Crockford base32). */
const REQUEST_ID = { name: 'x-request-id', shape: /^[0-9A-HJKMNP-TV-Z]{10}$/ };
/** What our server sends on every answer, whatever the answer: the baseline is given these. */
const ANSWER_HEADERS = new Set([
  'content-type',
  'content-length',
  'cache-control',
  REQUEST_ID.name,
]);

/** The headers our server puts on every answer (CSP and the rest), read from one of them. */
async function securityHeadersOf(base) {
  const { headers } = await rawAnswer(`${base}/api/health`);
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !TRANSPORT_HEADERS.has(name) && !ANSWER_HEADERS.has(name),
    ),
  );
}

/** The status, headers and bytes of one answer (fetch would decode the body: plain http). */
function rawAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** Refuses to measure unless both sides answer with the same status, headers and bytes. */
async function sameAnswer(ours, bare, path, headers) {
  const [a, b] = await Promise.all([
    rawAnswer(ours + path, headers),
    rawAnswer(bare + path, headers),
  ]);
  if (a.status !== 200 || b.status !== 200) throw new Error(`${path}: ${a.status} / ${b.status}`);
  if (!a.body.equals(b.body)) throw new Error(`${path}: the baseline's body differs from ours`);
  const names = new Set([...Object.keys(a.headers), ...Object.keys(b.headers)]);
  for (const name of names) {
    if (name === REQUEST_ID.name) {
      if (!REQUEST_ID.shape.test(a.headers[name]) || !REQUEST_ID.shape.test(b.headers[name]))
        throw new Error(`${path}: request ids ${a.headers[name]} / ${b.headers[name]}`);
    } else if (!TRANSPORT_HEADERS.has(name) && a.headers[name] !== b.headers[name])
      throw new Error(`${path}: header ${name} differs (${a.headers[name]} vs ${b.headers[name]})`);
  }
}

export async function httpOverhead({ seconds = 5, pairs = 3 } = {}) {
  const asset = largestPublicAsset();
  const ours = await startServer('apps/server/dist/server.js', { readyPath: '/api/ready' });
  const baseline = await startServer('bench/baseline-server.mjs', {
    env: {
      BENCH_PAGE: PAGE,
      BENCH_ASSET: asset,
      BENCH_SECURITY_HEADERS: JSON.stringify(await securityHeadersOf(ours.base)),
    },
    readyPath: '/api/health',
  });
  const rows = [];
  try {
    for (const { path, note, headers } of measuredPaths(asset)) {
      await sameAnswer(ours.base, baseline.base, path, headers);
      // A short warm-up of each side, so neither pays for its JIT inside a measured round.
      await requestsPerSecond(ours.base + path, 1, headers);
      await requestsPerSecond(baseline.base + path, 1, headers);
      const measured = await alternatingPairs(
        pairs,
        () => measuredRound(ours, path, seconds, headers),
        () => measuredRound(baseline, path, seconds, headers),
      );
      const pairsOf = (key) =>
        measured.map((pair) => ({ ours: pair.ours[key], baseline: pair.baseline[key] }));
      rows.push(
        resultRow({
          part: 'http-overhead',
          measure: `GET ${path} (${note}), ${CONNECTIONS} connections`,
          unit: 'req/s',
          pairs: pairsOf('rate'),
          target: null,
        }),
        resultRow({
          part: 'http-overhead',
          measure: `GET ${path}: server CPU time per request, same rounds`,
          unit: 'µs',
          pairs: pairsOf('cpuPerRequest'),
        }),
      );
    }
  } finally {
    await ours.stop();
    await baseline.stop();
  }
  return rows;
}

if (isMain(import.meta.url)) {
  const [seconds, pairs] = process.argv.slice(2).map(Number);
  printRows(await httpOverhead({ seconds: seconds || undefined, pairs: pairs || undefined }));
}
