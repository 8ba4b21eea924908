// `npm run bench` (after `npm run build`): every measure against its baseline, side by side in
// this one run, as one table of ratios; the raw results go to bench/results/<date>.json with the
// machine's cores, Node version and load average at the start. Each part runs in a process of
// its own (its memory and JIT apart from the others), bounded in time.
// Env: BENCH_SCALE=1 adds the admin lists at a million rows (SCALE_DATABASE_URL, SCALE_ROWS,
//      RUNS; seeding a million rows takes minutes, the run itself about ten) and "Log Audit" at
//      a million events (AUDIT_SCALE_DATABASE_URL, AUDIT_SCALE_EVENTS);
//      BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/toko_bench) for the export part;
//      BENCH_WRITES_DATABASE_URL (postgres://postgres@127.0.0.1:5432/toko_bench_writes) for the
//      sign-up upload and guest order parts (they add rows; created when missing);
//      CSV_DATABASE_URL (postgres://postgres@127.0.0.1:5432/toko_bench_csv) for the CSV export at
//      a million orders (seeded by its first run, about ten minutes; later runs reuse it);
//      BENCH_PARTS=http-overhead,upload-throughput runs only those parts.
import { execFileSync, fork } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { rowsTable } from './lib/print-rows.mjs';

const EXPORT_ROWS = 100_000;
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toko_bench';

/** Each part: its module, how to call it, and how long it may take. */
const PARTS = {
  'http-overhead': {
    run: async () => (await import('./http-overhead.mjs')).httpOverhead({ seconds: 5, pairs: 5 }),
    minutes: 6,
  },
  'metrics-overhead': {
    run: async () =>
      (await import('./metrics-overhead.mjs')).metricsOverhead({ seconds: 5, pairs: 5 }),
    minutes: 4,
  },
  'upload-throughput': {
    run: async () => (await import('./upload-throughput.mjs')).uploadThroughput({ pairs: 9 }),
    minutes: 4,
  },
  'guest-order': {
    run: async () => (await import('./guest-order.mjs')).guestOrder({ orders: 3000, pairs: 3 }),
    minutes: 4,
  },
  'order-outbox': {
    run: async () => (await import('./order-outbox.mjs')).orderOutbox({ orders: 1000, pairs: 3 }),
    minutes: 4,
  },
  'xlsx-writers': {
    run: async () => (await import('./xlsx-writers.mjs')).xlsxWriters({ rows: 50_000, pairs: 3 }),
    minutes: 5,
  },
  'xlsx-export': {
    run: async () => {
      const { seededDatabase } = await import('./lib/seeded-database.mjs');
      await seededDatabase(DATABASE_URL, EXPORT_ROWS, (line) => console.error(line));
      const { xlsxExport } = await import('./xlsx-export.mjs');
      return xlsxExport({ url: DATABASE_URL, pairs: 3 });
    },
    minutes: 6,
  },
  'start-memory': {
    run: async () => (await import('./start-memory.mjs')).startMemory({ rounds: 3 }),
    minutes: 5,
  },
  'qris-png': {
    run: async () => (await import('./qris-png.mjs')).qrisPng({ rounds: 3 }),
    minutes: 5,
  },
  'pglite-export-health': {
    run: async () =>
      (await import('./pglite-export-health.mjs')).pgliteExportHealth({ rows: 100_000, rounds: 3 }),
    minutes: 8,
  },
  'csv-export': {
    run: async () => (await import('./csv-export.mjs')).csvExport({ pairs: 3 }),
    minutes: 25,
  },
  'region-list-latency': {
    run: async () => (await import('./region-list-latency.mjs')).regionListLatency({ runs: 3 }),
    minutes: 5,
  },
  'correction-submit': {
    run: async () => (await import('./correction-submit.mjs')).correctionSubmit({ pairs: 5 }),
    minutes: 4,
  },
  'slow-phone': {
    run: async () => (await import('./slow-phone.mjs')).slowPhone({ runs: 3 }),
    minutes: 12,
  },
  'lighthouse-pages': {
    run: async () => (await import('./lighthouse-pages.mjs')).lighthousePagesBench({ runs: 3 }),
    minutes: 15,
  },
  'admin-lists-scale': {
    run: async () =>
      (await import('./admin-lists-scale.mjs')).adminListsScale({
        rows: Number(process.env.SCALE_ROWS ?? 1_000_000),
        runs: Number(process.env.RUNS ?? 30),
        url: process.env.SCALE_DATABASE_URL,
      }),
    minutes: 90,
    only: () => process.env.BENCH_SCALE === '1',
  },
  'audit-log-scale': {
    run: async () =>
      (await import('./audit-log-scale.mjs')).auditLogScale({
        events: Number(process.env.AUDIT_SCALE_EVENTS ?? 1_000_000),
        runs: Number(process.env.RUNS ?? 30),
        url: process.env.AUDIT_SCALE_DATABASE_URL,
      }),
    minutes: 30,
    only: () => process.env.BENCH_SCALE === '1',
  },
};

/** A child: runs one part and sends its rows to the parent. */
async function runPart(name) {
  process.send({ rows: await PARTS[name].run() });
}

/** The parent: runs a part in a child process and kills it when it overruns its time. */
function partInChild(name) {
  const child = fork(new URL(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_PART: name },
  });
  const limit = PARTS[name].minutes * 60_000;
  return new Promise((resolve) => {
    let rows;
    const timer = setTimeout(() => child.kill('SIGKILL'), limit);
    child.on('message', (message) => (rows = message.rows));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (rows) resolve({ rows });
      else resolve({ error: signal ? `stopped after ${PARTS[name].minutes} min` : `exit ${code}` });
    });
  });
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/produk/index.html')) {
    console.error('Run `npm run build` first: the bench measures the built server.');
    process.exit(1);
  }
  const wanted = process.env.BENCH_PARTS?.split(',');
  const names = Object.keys(PARTS).filter((name) =>
    wanted ? wanted.includes(name) : (PARTS[name].only?.() ?? true),
  );
  const started = new Date();
  const measuredCommit = commit();
  const machine = {
    cpus: os.cpus().length,
    node: process.version,
    loadAverageAtStart: os.loadavg(),
    platform: `${os.platform()} ${os.release()}`,
  };
  console.log(
    `${machine.cpus} cores, Node ${machine.node}, load average ${machine.loadAverageAtStart
      .map((load) => load.toFixed(2))
      .join(' ')} at the start; parts: ${names.join(', ')}\n`,
  );
  const rows = [];
  const errors = {};
  for (const name of names) {
    const partStarted = Date.now();
    const result = await partInChild(name);
    const seconds = ((Date.now() - partStarted) / 1000).toFixed(0);
    if (result.error) errors[name] = result.error;
    else rows.push(...result.rows);
    console.error(`${name}: ${result.error ?? 'done'} in ${seconds} s`);
  }
  const finished = new Date();
  console.log(`\n${rowsTable(rows)}\n`);
  for (const [name, error] of Object.entries(errors)) console.log(`${name} failed: ${error}`);

  mkdirSync('bench/results', { recursive: true });
  // A run of some parts only keeps its own file: it must not replace the day's full run.
  const day = started.toISOString().slice(0, 10);
  const file = `bench/results/${wanted ? `${day}-${names.join('+')}` : day}.json`;
  const report = {
    started: started.toISOString(),
    finished: finished.toISOString(),
    commit: measuredCommit,
    ...machine,
    loadAverageAtEnd: os.loadavg(),
    rows,
    errors,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`raw results: ${file}`);
  if (Object.keys(errors).length) process.exitCode = 1;
}

if (process.env.BENCH_PART) await runPart(process.env.BENCH_PART);
else await main();
