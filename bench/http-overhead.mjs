// What our HTTP stack costs, as a ratio against a bare node:http server run side by side: the
// same small JSON answers and the same prerendered page with the same security headers, served
// by (a) bench/baseline-server.mjs straight from memory and (b) our built server (security
// headers, CSRF hook, cookie parsing, response serialisation, health probe, static pages).
// Load: autocannon with 50 keep-alive connections to 127.0.0.1, in this process.
// Run after `npm run build`:  node bench/http-overhead.mjs [seconds-per-round=5] [pairs=3]
import autocannon from 'autocannon';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { startServer } from './lib/start-server.mjs';

export const CONNECTIONS = 50;

const PATHS = [
  { path: '/api/auth/session', target: { atLeast: 0.9 }, note: 'JSON, no cookie' },
  { path: '/api/health', target: { atLeast: 0.9 }, note: 'JSON' },
  { path: '/produk', target: null, note: 'prerendered page' },
];

/** Requests per second of `seconds` of load on `url`; refuses a run with errors or non-2xx. */
export async function requestsPerSecond(url, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return result.requests.total / result.duration;
}

/** The security headers a response carries, to check that both sides send the same ones. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function sameAnswer(ours, bare, path) {
  const [a, b] = await Promise.all([fetch(ours + path), fetch(bare + path)]);
  const [bodyA, bodyB] = await Promise.all([a.text(), b.text()]);
  if (bodyA !== bodyB) throw new Error(`${path}: the baseline's body differs from ours`);
  for (const name of SECURITY_HEADERS) {
    if (a.headers.get(name) !== b.headers.get(name))
      throw new Error(
        `${path}: header ${name} differs (${a.headers.get(name)} vs ${b.headers.get(name)})`,
      );
  }
}

export async function httpOverhead({ seconds = 5, pairs = 3 } = {}) {
  const baseline = await startServer('bench/baseline-server.mjs', { readyPath: '/api/health' });
  const ours = await startServer('apps/server/dist/server.js', { readyPath: '/api/health' });
  const rows = [];
  try {
    for (const { path, target, note } of PATHS) {
      await sameAnswer(ours.base, baseline.base, path);
      // A short warm-up of each side, so neither pays for its JIT inside a measured round.
      await requestsPerSecond(ours.base + path, 1);
      await requestsPerSecond(baseline.base + path, 1);
      const measured = await alternatingPairs(
        pairs,
        () => requestsPerSecond(ours.base + path, seconds),
        () => requestsPerSecond(baseline.base + path, seconds),
      );
      rows.push(
        resultRow({
          part: 'http-overhead',
          measure: `GET ${path} (${note}), ${CONNECTIONS} connections`,
          unit: 'req/s',
          pairs: measured,
          target,
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
