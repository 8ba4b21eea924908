// `npm run lighthouse`: Lighthouse performance (mobile preset: a mid-range phone on a slow 4G
// connection, simulated) for the main public pages, the shop and the sign-up of the built product. Starts the built
// server on a free port with a throw-away data folder, prints each page's score with its
// Core Web Vitals, and exits non-zero when a score is below 95 or CLS above 0.05 (issue 3).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const PAGES = ['/', '/produk', '/tentang-kami', '/cara-pakai', '/beli-produk', '/pendaftaran'];
const MIN_SCORE = 95;
const MAX_CLS = 0.05;

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
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
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
  console.log('Building the product first…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium found: set CHROMIUM_PATH or install chromium (see README).');
  process.exit(1);
}
ensureBuilt();

const dataDir = mkdtempSync(join(tmpdir(), 'toko-lighthouse-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
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

let chrome;
let failed = false;
try {
  await waitForHealth(baseUrl, server);
  chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  console.log(`Lighthouse ${MIN_SCORE}+ performance, mobile preset, ${baseUrl}\n`);
  console.log('page            score    CLS     LCP      FCP      TBT');
  for (const path of PAGES) {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { categories, audits } = result.lhr;
    const score = Math.round((categories.performance.score ?? 0) * 100);
    const cls = audits['cumulative-layout-shift'].numericValue;
    const ms = (id) => `${Math.round(audits[id].numericValue)} ms`.padEnd(9);
    const ok = score >= MIN_SCORE && cls <= MAX_CLS;
    failed ||= !ok;
    console.log(
      `${path.padEnd(16)}${String(score).padEnd(9)}${cls.toFixed(3).padEnd(8)}` +
        `${ms('largest-contentful-paint')}${ms('first-contentful-paint')}` +
        `${ms('total-blocking-time')}${ok ? '' : '  <- below budget'}`.trimEnd(),
    );
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await chrome?.kill();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

process.exit(failed ? 1 : 0);
