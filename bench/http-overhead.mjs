// Measures what our HTTP stack costs, as a ratio against a bare Node server run side by side:
// the same prerendered page and the same small JSON answer, served by (a) node:http straight from
// memory and (b) our real app (security headers, CSRF hook, compression check, static serving).
// Run after `npm run build`:  node bench/http-overhead.mjs [seconds-per-round]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SECONDS = Number(process.argv[2] ?? 3);
const CONNECTIONS = 16;
const ROUNDS = 3;

/** Starts a server process and waits until it answers; both sides run in their own process. */
async function startServer(script, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-bench-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/auth/session`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { port, stop };
}

/** Keeps CONNECTIONS keep-alive requests in flight for SECONDS; returns requests per second. */
function load(port, path) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  const worker = () =>
    new Promise((resolve, reject) => {
      const next = () => {
        if (Date.now() >= deadline) return resolve();
        http
          .get({ host: '127.0.0.1', port, path, agent }, (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode !== 200)
                return reject(new Error(`${path}: ${response.statusCode}`));
              done++;
              next();
            });
          })
          .on('error', reject);
      };
      next();
    });
  return Promise.all(Array.from({ length: CONNECTIONS }, worker)).then(() => {
    agent.destroy();
    return done / SECONDS;
  });
}

const baseline = await startServer('bench/baseline-server.mjs');
const product = await startServer('apps/server/dist/server.js', { LOG_LEVEL: 'error' });
for (const path of ['/produk', '/api/auth/session']) {
  const ratios = [];
  for (let round = 0; round < ROUNDS; round++) {
    const ours = await load(product.port, path);
    const bare = await load(baseline.port, path);
    ratios.push(ours / bare);
  }
  ratios.sort((a, b) => a - b);
  const all = ratios.map((ratio) => ratio.toFixed(2)).join(', ');
  console.log(`${path.padEnd(20)} ours/bare = ${ratios[1].toFixed(2)} (rounds: ${all})`);
}
product.stop();
baseline.stop();
