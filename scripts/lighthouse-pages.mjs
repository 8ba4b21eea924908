// Lighthouse performance of the public pages on a phone (mobile preset: a mid-range phone on a
// slow 4G connection, simulated), measured on the built product: starts the built server on a
// free port with a throw-away data folder and runs Lighthouse on each page `runs` times. Used by
// `npm run lighthouse` (scripts/lighthouse.mjs) and the bench (bench/lighthouse-pages.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

export const PAGES = [
  '/',
  '/produk',
  '/tentang-kami',
  '/cara-pakai',
  '/beli-produk',
  '/pendaftaran',
  '/pendaftaran/user',
];

/** Issue 22's targets for every page: the median of the runs must meet them. */
export const TARGETS = { minScore: 98, maxLcpMs: 1500, maxCls: 0.05 };

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy within 60 seconds');
}

function ensureBuilt() {
  if (
    ['apps/web/dist/index.html', 'apps/server/dist/server.js'].every((file) => existsSync(file))
  ) {
    return;
  }
  console.error('Building the product first…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}

function startServer(port, dataDir) {
  return spawn(process.execPath, ['apps/server/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // An explicit admin keeps the first start from printing a generated password.
      ADMIN_EMAIL: 'lighthouse@toko-edc.test',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    },
  });
}

/**
 * One Lighthouse run: the score (0–100), the Core Web Vitals in milliseconds, and this machine's
 * CPU as Lighthouse scored it (its BenchmarkIndex): Lighthouse's 4x CPU slowdown assumes a
 * machine of about 1,500 and warns when the machine is slower, as the time it blocks the page
 * then grows with it.
 */
async function measure(url, chromePort) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  // A page Lighthouse could not load (NO_FCP, an interstitial…) has a report without numbers.
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError.code}, ${lhr.runtimeError.message}`,
    );
  const ms = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcp: ms('largest-contentful-paint'),
    fcp: ms('first-contentful-paint'),
    tbt: ms('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Whether a page's medians meet TARGETS. */
export function meetsTargets({ score, lcp, cls }) {
  return score >= TARGETS.minScore && lcp <= TARGETS.maxLcpMs && cls <= TARGETS.maxCls;
}

/**
 * Runs Lighthouse `runs` times on each page (page by page) and returns, per page, every run and
 * the median of each measure. `onPage` hears each page as it is done.
 */
export async function lighthousePages({ pages = PAGES, runs = 1, onPage = () => {} } = {}) {
  const chromePath = findChromium();
  if (!chromePath) {
    throw new Error('No Chromium found: set CHROMIUM_PATH or install chromium (see README).');
  }
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${await freePort()}`;
  const server = startServer(new URL(baseUrl).port, dataDir);
  let chrome;
  try {
    await waitForHealth(baseUrl, server);
    chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    const results = [];
    for (const path of pages) {
      const measured = [];
      for (let run = 0; run < runs; run += 1)
        measured.push(await measure(baseUrl + path, chrome.port));
      const medianOf = (key) => median(measured.map((result) => result[key]));
      const page = {
        path,
        runs: measured,
        score: medianOf('score'),
        cls: medianOf('cls'),
        lcp: medianOf('lcp'),
        fcp: medianOf('fcp'),
        tbt: medianOf('tbt'),
        benchmarkIndex: medianOf('benchmarkIndex'),
      };
      onPage(page);
      results.push(page);
    }
    return results;
  } finally {
    await chrome?.kill();
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
