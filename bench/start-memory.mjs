// Issue 22, target 7: how long `npm start` takes to answer /api/health on a first start (a new
// data folder: the embedded database is created) and on a later one, and the server's resident
// memory once idle, on the embedded database and on PostgreSQL. The targets are absolute, so
// each row's baseline is its budget (as admin-lists-scale does).
//   node bench/start-memory.mjs [rounds=3]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createdDatabase } from './lib/created-database.mjs';
import { isMain } from './lib/is-main.mjs';
import { resultRow } from './lib/pairs.mjs';
import { freePort } from './lib/start-server.mjs';

const PART = 'start-memory';
const IDLE_SECONDS = 5;
const BUDGET = { firstStartMs: 10_000, laterStartMs: 3_000, embeddedMiB: 350, postgresMiB: 150 };
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toko_bench';

/** The node process `npm start` ends up running (npm → sh → node dist/server.js). */
function serverPid(rootPid) {
  const children = (pid) =>
    readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  const queue = [String(rootPid)];
  while (queue.length) {
    const pid = queue.shift();
    const [program, script] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (program.endsWith('node') && script?.endsWith('dist/server.js')) return Number(pid);
    queue.push(...children(pid));
  }
  throw new Error('the server process was not found');
}

function residentMiB(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  return kb / 1024;
}

/** `npm start` with `env`; resolves with ms until /api/health answers 200 and idle RSS in MiB. */
async function startOnce(env) {
  const port = await freePort();
  const started = performance.now();
  const npm = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, LOG_LEVEL: 'error', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = once(npm, 'exit');
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const readyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    return { readyMs, idleMiB: residentMiB(serverPid(npm.pid)) };
  } finally {
    process.kill(-npm.pid, 'SIGTERM');
    await exited;
  }
}

export async function startMemory({ rounds = 3 } = {}) {
  await createdDatabase(DATABASE_URL);
  const first = [];
  const later = [];
  const postgres = [];
  for (let round = 0; round < rounds; round += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'toko-bench-start-'));
    try {
      first.push(await startOnce({ DATA_DIR: dataDir }));
      later.push(await startOnce({ DATA_DIR: dataDir }));
      postgres.push(await startOnce({ DATA_DIR: dataDir, DATABASE_URL }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.error(
      `round ${round + 1}: first ${first.at(-1).readyMs.toFixed(0)} ms ` +
        `${first.at(-1).idleMiB.toFixed(0)} MiB, later ${later.at(-1).readyMs.toFixed(0)} ms ` +
        `${later.at(-1).idleMiB.toFixed(0)} MiB, PostgreSQL ${postgres.at(-1).idleMiB.toFixed(0)} MiB`,
    );
  }
  const row = (measure, unit, values, budget) =>
    resultRow({
      part: PART,
      measure: `${measure} (baseline: the budget)`,
      unit,
      pairs: values.map((value) => ({ ours: value, baseline: budget })),
      target: { atMost: 1 },
    });
  return [
    row(
      'npm start, first start (new data folder): ready',
      'ms',
      first.map((r) => r.readyMs),
      BUDGET.firstStartMs,
    ),
    row(
      'npm start, later start: ready',
      'ms',
      later.map((r) => r.readyMs),
      BUDGET.laterStartMs,
    ),
    row(
      'idle RSS after a first start, embedded database',
      'MiB',
      first.map((r) => r.idleMiB),
      BUDGET.embeddedMiB,
    ),
    row(
      'idle RSS after a later start, embedded database',
      'MiB',
      later.map((r) => r.idleMiB),
      BUDGET.embeddedMiB,
    ),
    row(
      'idle RSS, PostgreSQL',
      'MiB',
      postgres.map((r) => r.idleMiB),
      BUDGET.postgresMiB,
    ),
  ];
}

if (isMain(import.meta.url)) {
  const { rowsTable } = await import('./lib/print-rows.mjs');
  const rounds = Number(process.argv[2] ?? 3);
  console.log(rowsTable(await startMemory({ rounds })));
}
