// Sign-ups with eight files of exactly 10 MiB each (valid JPEG, PNG and PDF padded to the
// limit) through the built server on PostgreSQL, 4 at once, as the browser sends them: a draft,
// each file through tus (tus-js-client), then the JSON naming the uploads. The baseline is a bare
// node:http handler piping the same eight files, each POSTed whole, into files on the same disk
// (bench/upload-sink-server.mjs). A second pair sends the same sign-ups and files from a plain
// node:http client writing 64 KiB slices (lib/raw-sign-up.mjs), so that the client's own cost
// on the shared cores does not hide the server's. Each round sends the 4 sign-ups and waits for all 4: MB/s is
// their files' bytes (10^6) over that time. The server's resident memory (/proc/<pid>/status
// VmRSS, every 100 ms) is sampled during each of its rounds: the growth over the round's start,
// per tus upload in flight (the budget: 5 MiB; 32 at once), and per sign-up (its eight
// uploads) against the bare pipe's growth per eight files.
// Sign-ups are limited per person and per client address: each is a person of its own
// (validRegistration()), the server runs with TRUST_PROXY=1 (one proxy in front, as in production
// behind one) and each sign-up comes with its own X-Forwarded-For.
// Run after `npm run build`:  node --import tsx bench/upload-throughput.mjs [pairs=9]
// Env: BENCH_WRITES_DATABASE_URL (see bench/guest-order.mjs); CPU_PROFILE=1 profiles the server.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@toko/contracts';
import { DefaultHttpStack } from 'tus-js-client';
import {
  ALL_FILES,
  uploadDocumentsAt,
  validRegistration,
} from '../apps/server/test/registrations/registration-requests.ts';
import { paddedTo } from '../apps/server/test/uploads/sample-files.ts';
import { WRITES_DATABASE_URL } from './guest-order.mjs';
import { createdDatabase } from './lib/created-database.mjs';
import { profileTables, readProfile } from './lib/cpu-profile.mjs';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { rawPipeFiles, rawSignUp } from './lib/raw-sign-up.mjs';
import { sampleResident } from './lib/rss-sampler.mjs';
import { startServer } from './lib/start-server.mjs';

const CONCURRENT = 4;
const MiB = 1024 * 1024;
const GROWTH_BUDGET_MIB = 5;
const httpStack = new DefaultHttpStack({});

/** One sign-up's eight files at 10 MiB each. */
function signUpFiles() {
  return Object.fromEntries(
    Object.entries(ALL_FILES).map(([name, file]) => [
      name,
      { ...file, content: paddedTo(file.content, MAX_UPLOAD_BYTES) },
    ]),
  );
}

const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A sign-up as the browser makes it: each file through tus in its draft, then the JSON naming them. */
async function signUp(base, files) {
  const headers = { 'x-forwarded-for': clientAddress() };
  const documents = await uploadDocumentsAt(base, files, { headers });
  const response = await fetch(`${base}/api/registrations`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'idempotency-key': `bench-${randomBytes(12).toString('hex')}`,
    },
    body: JSON.stringify({
      ...validRegistration(),
      uploadDraft: documents.token,
      uploads: documents.uploads,
    }),
  });
  return response.status;
}

/** The same sign-up from a plain node:http client. */
const rawSignUpFrom = (base, files) =>
  rawSignUp(base, files, { 'x-forwarded-for': clientAddress() });

/**
 * The baseline's sign-up: the same eight files at once, each POSTed whole and piped to a file.
 * They go through tus-js-client's own HTTP stack, which sends our uploads' PATCH bodies: the same
 * client code, writes and framing on both sides (fetch cost this process three to four times the
 * CPU for the same bytes, on a machine the servers share).
 */
async function pipeFiles(base, files) {
  const statuses = await Promise.all(
    Object.values(files).map((file) =>
      httpStack
        .createRequest('POST', `${base}/upload`)
        .send(file.content)
        .then((response) => response.getStatus()),
    ),
  );
  return statuses.every((status) => status === 201) ? 201 : statuses.join('/');
}

/** CONCURRENT sign-ups at once: MB/s over the round, and the server's RSS growth per sign-up. */
async function round(server, send, files) {
  const resident = sampleResident(server.child.pid, 100);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: CONCURRENT }, () => send(server.base, files)),
  );
  const seconds = (performance.now() - started) / 1000;
  const { before, peak } = resident.stop();
  if (statuses.some((status) => status !== 201)) throw new Error(`answers: ${statuses.join(',')}`);
  const bytes = Object.values(files).reduce((sum, file) => sum + file.content.length, 0);
  return {
    megabytesPerSecond: (CONCURRENT * bytes) / 1e6 / seconds,
    growthPerSignUp: (peak - before) / CONCURRENT,
    rssBefore: before,
  };
}

export async function uploadThroughput({ pairs = 9, profile = false } = {}) {
  const url = await createdDatabase(WRITES_DATABASE_URL);
  const profileDir = profile ? mkdtempSync(join(tmpdir(), 'toko-cpu-prof-')) : undefined;
  const files = signUpFiles();
  const baseline = await startServer('bench/upload-sink-server.mjs');
  const ours = await startServer('apps/server/dist/server.js', {
    env: { DATABASE_URL: url, TRUST_PROXY: '1', ALLOWED_HOSTS: '127.0.0.1' },
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    readyPath: '/api/ready',
  });
  let measured;
  let raw;
  let profiledFrom;
  try {
    // One warm-up round each: JIT, the pool, the first files of each directory.
    await round(ours, signUp, files);
    await round(baseline, pipeFiles, files);
    measured = await alternatingPairs(
      pairs,
      () => round(ours, signUp, files),
      () => round(baseline, pipeFiles, files),
    );
    raw = await alternatingPairs(
      pairs,
      () => round(ours, rawSignUpFrom, files),
      () => round(baseline, rawPipeFiles, files),
    );
    // The profile looks at one more round of ours alone, up to the server's exit.
    profiledFrom = performance.now();
    if (profileDir) await round(ours, rawSignUpFrom, files);
  } finally {
    await ours.stop();
    await baseline.stop();
  }
  if (profileDir) {
    const { path, profile: cpu } = readProfile(profileDir);
    console.error(`profile: ${path}\n${profileTables(cpu, performance.now() - profiledFrom)}`);
  }
  const part = 'upload-throughput';
  const filesPerSignUp = Object.keys(files).length;
  const uploads = `${CONCURRENT} sign-ups at once through tus, each 8 × ${MAX_UPLOAD_BYTES / MiB} MiB, PostgreSQL`;
  const rawUploads = `${uploads}, plain node:http client (64 KiB writes)`;
  return [
    ...throughputRows(part, uploads, measured, filesPerSignUp),
    ...throughputRows(part, rawUploads, raw, filesPerSignUp),
  ];
}

/** The MB/s row and the two RSS rows of one pair of clients. */
function throughputRows(part, uploads, measured, filesPerSignUp) {
  return [
    resultRow({
      part,
      measure: `${uploads}: MB/s (baseline: node:http piping the same files to files)`,
      unit: 'MB/s',
      pairs: measured.map(({ ours: o, baseline: b }) => ({
        ours: o.megabytesPerSecond,
        baseline: b.megabytesPerSecond,
      })),
      target: { atLeast: 0.8 },
    }),
    resultRow({
      part,
      measure: `${uploads}: server RSS growth per tus upload in flight (baseline: the ${GROWTH_BUDGET_MIB} MiB budget)`,
      unit: 'MiB',
      pairs: measured.map(({ ours: o }) => ({
        ours: o.growthPerSignUp / filesPerSignUp,
        baseline: GROWTH_BUDGET_MIB,
        oursRssBefore: o.rssBefore,
      })),
      target: { atMost: 1 },
    }),
    resultRow({
      part,
      measure: `${uploads}: server RSS growth per sign-up, its ${filesPerSignUp} uploads at once (baseline: the bare pipe's per ${filesPerSignUp} files)`,
      unit: 'MiB',
      pairs: measured.map(({ ours: o, baseline: b }) => ({
        ours: o.growthPerSignUp,
        baseline: b.growthPerSignUp,
      })),
    }),
  ];
}

if (isMain(import.meta.url)) {
  printRows(
    await uploadThroughput({
      pairs: Number(process.argv[2] ?? 9),
      profile: process.env.CPU_PROFILE === '1',
    }),
  );
}
