// Two streaming XLSX writers side by side on the same generated order rows, each in a process of
// its own: ours (lib/xlsx: SpreadsheetML written by hand, zipped by yazl through native zlib) and
// exceljs's streaming WorkbookWriter with the same styles (bold frozen header, widths, rupiah and
// date formats, text phones). Prints rows/s, output size and peak resident memory per writer.
// Decision 007 records the outcome.
//
// In bench/run.mjs exceljs is the baseline: ours / exceljs in seconds and in peak memory, in
// alternating pairs.
// Run: node --import tsx bench/xlsx-writers.mjs [ROWS=1000000] [pairs=1]
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const MiB = 2 ** 20;

/** Order-like rows as the export sees them: code, date, name, phone, email, total, status. */
function* generatedRows(count) {
  const start = Date.UTC(2026, 8, 1);
  for (let index = 0; index < count; index += 1) {
    yield {
      orderNumber: `ORD-20261121-${index.toString(32).toUpperCase().padStart(6, '0')}`,
      createdAt: new Date(start + index * 7_777),
      buyerName: `Pembeli Nomor ${index}`,
      phone: `0812${String(index).padStart(8, '0')}`,
      email: `pembeli${index}@example.com`,
      referralCode: index % 10 === 0 ? 'AGEN_X' : null,
      total: 150_000 + (index % 50) * 1_000,
      paymentMethod: index % 2 ? 'qris' : 'bank transfer',
      status: 'Menunggu Pembayaran',
    };
  }
}

const COLUMNS = [
  { header: 'Order ID', width: 22, type: 'text', value: (row) => row.orderNumber },
  { header: 'Tanggal', width: 17, type: 'dateTime', value: (row) => row.createdAt },
  { header: 'Nama', width: 28, type: 'text', value: (row) => row.buyerName },
  { header: 'Telepon', width: 17, type: 'text', value: (row) => row.phone },
  { header: 'Email', width: 32, type: 'text', value: (row) => row.email },
  { header: 'Kode Referral', width: 16, type: 'text', value: (row) => row.referralCode },
  { header: 'Total', width: 16, type: 'rupiah', value: (row) => row.total },
  { header: 'Metode Bayar', width: 16, type: 'text', value: (row) => row.paymentMethod },
  { header: 'Status', width: 22, type: 'text', value: (row) => row.status },
];

function countingSink() {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      sink.bytes += chunk.length;
      done();
    },
  });
  sink.bytes = 0;
  return sink;
}

async function ours(sink) {
  const { xlsxStream } = await import('../apps/server/src/lib/xlsx/xlsx-stream.ts');
  await pipeline(xlsxStream(generatedRows(ROWS), COLUMNS, 'Orders'), sink);
}

async function exceljs(sink) {
  const { default: ExcelJS } = await import('exceljs');
  const { jakartaWallClockMs } = await import('../packages/contracts/src/dates.ts');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  const formats = { text: '@', rupiah: '"Rp" #,##0', dateTime: 'dd/mm/yyyy hh:mm' };
  sheet.columns = COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    style: { numFmt: formats[column.type] },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of generatedRows(ROWS)) {
    const values = COLUMNS.map((column) => {
      const value = column.value(row);
      // exceljs writes a Date as its UTC time: give it the Jakarta wall-clock time as UTC.
      return value instanceof Date ? new Date(jakartaWallClockMs(value)) : (value ?? null);
    });
    sheet.addRow(values).commit();
    // Let the sink drain: exceljs writes into the stream without waiting for it.
    if (sheet.rowCount % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
}

/** One writer in a process of its own: seconds, bytes and resident memory. */
function runWriter(rows, name) {
  const child = fork(new URL(import.meta.url), [String(rows), name], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => (code ? reject(new Error(`${name} exited ${code}`)) : null));
  });
}

export async function xlsxWriters({ rows = 1_000_000, pairs = 1 } = {}) {
  const measured = await alternatingPairs(
    pairs,
    () => runWriter(rows, 'ours'),
    () => runWriter(rows, 'exceljs'),
  );
  const part = 'xlsx-writers';
  const of = (key) =>
    measured.map((pair) => ({ ours: key(pair.ours), baseline: key(pair.baseline) }));
  return [
    resultRow({
      part,
      measure: `XLSX writer, ${rows.toLocaleString('en')} generated rows: time (baseline: exceljs streaming)`,
      unit: 's',
      pairs: of((result) => result.seconds),
      target: { atMost: 1 },
    }),
    resultRow({
      part,
      measure: `XLSX writer, ${rows.toLocaleString('en')} generated rows: peak RSS (baseline: exceljs streaming)`,
      unit: 'MiB',
      pairs: of((result) => result.peakRss / MiB),
      target: { atMost: 1 },
    }),
  ];
}

const writer = process.argv[3];
if (isMain(import.meta.url) && (writer === 'ours' || writer === 'exceljs')) {
  // A child: one writer, its numbers to the parent.
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const sink = countingSink();
  const started = performance.now();
  await { ours, exceljs }[writer](sink);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  process.send({ writer, seconds, bytes: sink.bytes, rssBefore, peakRss });
} else if (isMain(import.meta.url)) {
  const pairs = Number(process.argv[3] ?? 1);
  printRows(await xlsxWriters({ rows: ROWS, pairs }));
}
