// The admin exports at scale, XLSX beside CSV: every live row of each list read from PostgreSQL
// by keyset pagination (keysetRows) and written as the routes write it (csvStream or xlsxStream
// with the routes' columns) into a counting sink. Each export runs in a process of its own and
// reports rows/s, output size and its peak resident memory over the process's start.
//
// Seed first (a few minutes for a million rows on 2 cores), into a database of its own:
//   createdb -h 127.0.0.1 -U postgres toko_scale
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/toko_scale npm run seed -- --orders 1000000 --registrations 1000000
// Run: node --import tsx bench/xlsx-export.mjs
// Env: SCALE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/toko_scale), LISTS (orders,registrations)
// In bench/run.mjs the CSV is the XLSX's baseline (seconds of the same rows, alternating pairs),
// on a smaller database that run seeds itself.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, resultRow } from './lib/pairs.mjs';

const URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toko_scale';
const LISTS = (process.env.LISTS ?? 'orders,registrations').split(',');
const FORMATS = ['csv', 'xlsx'];
const MiB = 2 ** 20;

async function runExport(list, format) {
  const { openPostgres } = await import('../apps/server/src/db/open-postgres.ts');
  const schema = await import('../apps/server/src/db/schema/index.ts');
  const { keysetRows } = await import('../apps/server/src/lib/keyset-rows.ts');
  const { listWhere } = await import('../apps/server/src/lib/list-filter.ts');
  const { liveRowCount } = await import('../apps/server/src/lib/live-row-count.ts');
  const { csvColumnsOf } = await import('../apps/server/src/lib/export-column.ts');
  const { csvStream } = await import('../apps/server/src/lib/csv/csv-stream.ts');
  const { xlsxStream } = await import('../apps/server/src/lib/xlsx/xlsx-stream.ts');
  const columns = {
    orders: (await import('../apps/server/src/modules/admin/orders/order-export-columns.ts'))
      .ORDER_EXPORT_COLUMNS,
    registrations: (
      await import('../apps/server/src/modules/admin/registrations/registration-export-columns.ts')
    ).REGISTRATION_EXPORT_COLUMNS,
  }[list];
  const database = await openPostgres({ url: URL, onPoolError: () => undefined });
  const table = schema[list];
  const rowCount = await liveRowCount(database.db, table, undefined);
  const rows = keysetRows(database.db, { table, where: listWhere(table, {}) });
  const stream =
    format === 'csv' ? csvStream(rows, csvColumnsOf(columns)) : xlsxStream(rows, columns, list);

  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  let bytes = 0;
  const started = performance.now();
  await pipeline(
    stream,
    new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await database.close();
  return { rowCount, seconds, bytes, rssBefore, peakRss };
}

/** One export in a process of its own. */
function exportInChild(url, list, format) {
  const child = fork(new globalThis.URL(import.meta.url), [list, format], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SCALE_DATABASE_URL: url },
  });
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) =>
      code ? reject(new Error(`${list} ${format}: exit ${code}`)) : null,
    );
  });
}

/** XLSX against CSV of the same list, in seconds: the rows of bench/run.mjs. */
export async function xlsxExport({ url = URL, lists = LISTS, pairs = 3 } = {}) {
  const rows = [];
  for (const list of lists) {
    const measured = await alternatingPairs(
      pairs,
      () => exportInChild(url, list, 'xlsx'),
      () => exportInChild(url, list, 'csv'),
    );
    const count = measured[0].ours.rowCount.toLocaleString('en');
    rows.push(
      resultRow({
        part: 'xlsx-export',
        measure: `${list} export of ${count} rows from PostgreSQL: XLSX time (baseline: CSV)`,
        unit: 's',
        pairs: measured.map((pair) => ({
          ours: pair.ours.seconds,
          baseline: pair.baseline.seconds,
        })),
        target: { atMost: 1.5 },
      }),
    );
  }
  return rows;
}

const [list, format] = process.argv.slice(2);
if (isMain(import.meta.url) && FORMATS.includes(format)) {
  process.send(await runExport(list, format));
} else if (isMain(import.meta.url)) {
  console.log(`Exports of every live row from ${new globalThis.URL(URL).pathname.slice(1)}\n`);
  console.log(
    '| list | format | rows | seconds | rows/s | MiB | RSS before MiB | peak RSS + MiB |',
  );
  console.log(
    '| ---- | ------ | ---: | ------: | -----: | --: | -------------: | -------------: |',
  );
  for (const name of LISTS) {
    for (const kind of FORMATS) {
      const child = fork(new globalThis.URL(import.meta.url), [name, kind], {
        execArgv: ['--import', 'tsx'],
      });
      const result = await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) =>
          code ? reject(new Error(`${name} ${kind}: exit ${code}`)) : null,
        );
      });
      console.log(
        `| ${name} | ${kind} | ${result.rowCount.toLocaleString('en')} | ${result.seconds.toFixed(1)} | ` +
          `${Math.round(result.rowCount / result.seconds).toLocaleString('en')} | ${(result.bytes / MiB).toFixed(0)} | ` +
          `${(result.rssBefore / MiB).toFixed(0)} | ${((result.peakRss - result.rssBefore) / MiB).toFixed(1)} |`,
      );
    }
  }
}
