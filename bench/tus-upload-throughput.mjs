// Resumable uploads through /api/uploads (tus, driven by tus-js-client as the browser does):
// 4 clients at once, each a checkout draft sending 8 proofs of exactly 10 MiB one after another
// (a sign-up's worth), through the built server on PostgreSQL, against the bare node:http sink
// (bench/upload-sink-server.mjs) taking the same 4 × 8 files as one POST each, piped to a file
// on the same disk and flushed (fsync) on close, as our storage's files are.
// Each round sends the 4 clients' files and waits for every answer: MB/s is their bytes (10^6)
// over that time. The server's resident memory (VmRSS every 100 ms) is sampled during each of
// its rounds: the growth over the round's start, per concurrent upload.
// Uploads are limited per client address: the server runs with TRUST_PROXY=1 and each client
// comes with its own X-Forwarded-For.
// Run after `npm run build`:  node --import tsx bench/tus-upload-throughput.mjs [pairs=5]
// Env: BENCH_WRITES_DATABASE_URL (see bench/guest-order.mjs).
import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { MAX_UPLOAD_BYTES, UPLOAD_DRAFT_HEADER, UPLOADS_PATH } from '@toko/contracts';
import { Upload } from 'tus-js-client';
import { jpegBytes } from '../apps/server/test/uploads/sample-files.ts';
import { WRITES_DATABASE_URL } from './guest-order.mjs';
import { createdDatabase } from './lib/created-database.mjs';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { sampleResident } from './lib/rss-sampler.mjs';
import { startServer } from './lib/start-server.mjs';

const CONCURRENT = 4;
const FILES_PER_CLIENT = 8;
const MiB = 1024 * 1024;
const GROWTH_BUDGET_MIB = 5;

const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function checkoutDraft(base, address) {
  const response = await fetch(`${base}/api/upload-drafts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ kind: 'checkout' }),
  });
  if (response.status !== 201) throw new Error(`draft: ${response.status}`);
  return (await response.json()).token;
}

/** One file with tus-js-client (creation, then one PATCH); resolves with the upload's URL. */
function sendWithTus(base, token, address, file) {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${base}${UPLOADS_PATH}`,
      headers: { [UPLOAD_DRAFT_HEADER]: token, 'x-forwarded-for': address },
      metadata: { slot: 'proof', filename: 'bukti.jpg' },
      retryDelays: [],
      storeFingerprintForResuming: false,
      onSuccess: () => resolve(upload.url),
      onError: reject,
    });
    upload.start();
  });
}

/** The same bytes to the sink, one POST per file. */
function sendToSink(base, file) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/sink`,
      { method: 'POST', headers: { 'content-length': file.length } },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error('sink'))));
      },
    );
    req.on('error', reject);
    req.end(file);
  });
}

/** A client's files after one another, as a form's fields are picked. */
async function client(server, file, tus) {
  if (!tus) {
    for (let i = 0; i < FILES_PER_CLIENT; i += 1) await sendToSink(server.base, file);
    return [];
  }
  const address = clientAddress();
  const token = await checkoutDraft(server.base, address);
  const urls = [];
  for (let i = 0; i < FILES_PER_CLIENT; i += 1) {
    urls.push(await sendWithTus(server.base, token, address, file));
  }
  return urls.map((url) => ({ url, token, address }));
}

/** CONCURRENT clients at once: MB/s over the round, and the server's RSS growth per upload. */
async function round(server, file, tus) {
  const resident = sampleResident(server.child.pid, 100);
  const started = performance.now();
  const sent = await Promise.all(
    Array.from({ length: CONCURRENT }, () => client(server, file, tus)),
  );
  const seconds = (performance.now() - started) / 1000;
  const { before, peak } = resident.stop();
  // Outside the clock: the unclaimed uploads are terminated, so the disk does not fill up.
  for (const { url, token, address } of sent.flat()) {
    const gone = await fetch(new URL(url, server.base), {
      method: 'DELETE',
      headers: {
        'tus-resumable': '1.0.0',
        [UPLOAD_DRAFT_HEADER]: token,
        'x-forwarded-for': address,
      },
    });
    if (gone.status !== 204) throw new Error(`termination: ${gone.status}`);
  }
  return {
    megabytesPerSecond: (CONCURRENT * FILES_PER_CLIENT * file.length) / 1e6 / seconds,
    growthPerUpload: (peak - before) / CONCURRENT,
    rssBefore: before,
  };
}

export async function tusUploadThroughput({ pairs = 5 } = {}) {
  const url = await createdDatabase(WRITES_DATABASE_URL);
  const file = jpegBytes(MAX_UPLOAD_BYTES);
  const baseline = await startServer('bench/upload-sink-server.mjs');
  const ours = await startServer('apps/server/dist/server.js', {
    env: { DATABASE_URL: url, TRUST_PROXY: '1', ALLOWED_HOSTS: '127.0.0.1' },
    readyPath: '/api/health',
  });
  let measured;
  try {
    // One warm-up round each: JIT, the pool, the first files of each directory.
    await round(ours, file, true);
    await round(baseline, file, false);
    measured = await alternatingPairs(
      pairs,
      () => round(ours, file, true),
      () => round(baseline, file, false),
    );
  } finally {
    await ours.stop();
    await baseline.stop();
  }
  const part = 'tus-upload-throughput';
  const uploads = `${CONCURRENT} tus clients at once, each ${FILES_PER_CLIENT} × ${MAX_UPLOAD_BYTES / MiB} MiB, PostgreSQL`;
  return [
    resultRow({
      part,
      measure: `${uploads}: MB/s (baseline: node:http piping each file to a file, fsync on close)`,
      unit: 'MB/s',
      pairs: measured.map(({ ours: o, baseline: b }) => ({
        ours: o.megabytesPerSecond,
        baseline: b.megabytesPerSecond,
      })),
      target: { atLeast: 0.8 },
    }),
    resultRow({
      part,
      measure: `${uploads}: server RSS growth per concurrent upload (baseline: the ${GROWTH_BUDGET_MIB} MiB budget)`,
      unit: 'MiB',
      pairs: measured.map(({ ours: o, baseline: b }) => ({
        ours: o.growthPerUpload,
        baseline: GROWTH_BUDGET_MIB,
        oursRssBefore: o.rssBefore,
        sinkGrowthPerUpload: b.growthPerUpload,
      })),
      target: { atMost: 1 },
    }),
  ];
}

if (isMain(import.meta.url)) {
  printRows(await tusUploadThroughput({ pairs: Number(process.argv[2] ?? 5) }));
}
