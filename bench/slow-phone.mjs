// The money funnels on a cheap Android phone (issue 43): an agent's whole sign-up and a buyer's
// whole order, in Chromium 390 px wide on Slow 4G (150 ms round trips, 1.6 Mbit/s down,
// 750 kbit/s up, requests and uploads alike) with the CPU 4x slower, against the built server as
// shipped (its defaults, a temp DATA_DIR) behind a proxy counting the bytes each way. The files
// are camera photos: 12-megapixel JPEGs of 4-6 MB, and two small PDFs.
// Each run reports the time from the first page to the success page beside its floor (its bytes
// up ÷ 750 kbit/s + down ÷ 1.6 Mbit/s), the wait after the last tap, bytes, requests and the taps
// lost (a submit that did nothing for 20 s and was tapped again), and each photo as sent beside
// the bytes a legible document needs (bench/lib/legible-size.mjs).
// Usage after `npm run build`: node bench/slow-phone.mjs [runs=3]   (about 2 minutes a run)
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';
import { startByteCountingProxy } from './lib/byte-counting-proxy.mjs';
import { cameraPhotos } from './lib/camera-photos.mjs';
import { benchmarkIndexes, MID_TIER_PHONE_INDEX } from './lib/cpu-speed.mjs';
import { isMain } from './lib/is-main.mjs';
import { LEGIBLE_LONG_EDGE, legibleBytes } from './lib/legible-size.mjs';
import { measureFunnel } from './lib/measure-funnel.mjs';
import { orderFunnel } from './lib/order-funnel.mjs';
import { median, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { signUpFunnel } from './lib/sign-up-funnel.mjs';
import { startServer } from './lib/start-server.mjs';
import { phasesLine, timePhases } from './lib/time-phases.mjs';

const FUNNELS = {
  'sign-up': { label: "agent's sign-up", run: signUpFunnel },
  order: { label: "buyer's order", run: orderFunnel },
};

const PHOTO_NAMES = {
  ktp: 'KTP',
  kk: 'KK',
  selfieKtp: 'selfie with KTP',
  storePhotoOut: 'store outside',
  storePhotoIn: 'store inside',
  proof: 'payment proof',
};

const KB = 1000;

/** Every run of every funnel, and the files used (with each photo's legible size). */
export async function measureSlowPhone({ runs = 3 } = {}) {
  const files = await cameraPhotos();
  const server = await startServer('apps/server/dist/server.js', { readyPath: '/api/ready' });
  const proxy = await startByteCountingProxy(server.port);
  const results = Object.fromEntries(Object.keys(FUNNELS).map((name) => [name, []]));
  const cpu = [];
  try {
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      const photos = Object.fromEntries(
        Object.keys(PHOTO_NAMES).map((field) => [field, files[field].path]),
      );
      const legible = await legibleBytes(browser, photos);
      for (const field of Object.keys(photos)) files[field].legible = legible[field];
      console.error('legible sizes measured; the funnels start');
      for (let run = 0; run < runs; run += 1) {
        cpu.push(await benchmarkIndexes(browser));
        for (const [name, funnel] of Object.entries(FUNNELS)) {
          const result = await measureFunnel(browser, proxy, funnel.run, files);
          results[name].push({ ...result, load: loadavg()[0] });
          console.error(`${name} run ${run + 1}: ${runLine(result)}`);
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await proxy.close();
    await server.stop();
  }
  return { results, files, cpu };
}

function runLine(result) {
  return [
    `${result.seconds.toFixed(1)} s`,
    `floor ${result.floor.toFixed(1)} s`,
    `ratio ${(result.seconds / result.floor).toFixed(2)}`,
    `up ${Math.round(result.up / KB)} KB`,
    `down ${Math.round(result.down / KB)} KB`,
    `${result.requests} requests`,
    `${result.lostTaps} lost taps`,
    `wait after the last tap ${result.lastWait.toFixed(1)} s (floor ${result.floorAfterLastTap.toFixed(1)} s)`,
  ].join(', ');
}

function funnelRows(name, runs) {
  const { label } = FUNNELS[name];
  const sentTotal = (run) => Object.values(run.sent).reduce((sum, bytes) => sum + bytes, 0);
  const lost = runs.map((run) => run.lostTaps).join('/');
  return [
    resultRow({
      part: 'slow-phone',
      measure:
        `slow phone, ${label}: first page to success page (baseline: the floor, bytes up ÷ 750 kbit/s + down ÷ 1.6 Mbit/s); ` +
        `${median(runs.map((run) => run.requests))} requests, lost taps ${lost}`,
      unit: 's',
      pairs: runs.map((run) => ({ ours: run.seconds, baseline: run.floor })),
      target: { atMost: 1.25 },
      note: `lost taps per run: ${lost}`,
    }),
    resultRow({
      part: 'slow-phone',
      measure: `slow phone, ${label}: first file picked to success page (baseline: the floor of the bytes moved after it; before it, the person types and no file can go up)`,
      unit: 's',
      pairs: runs.map((run) => {
        const { fromFirstPick, floorFromFirstPick } = timePhases(run);
        return { ours: fromFirstPick / 1000, baseline: floorFromFirstPick / 1000 };
      }),
    }),
    resultRow({
      part: 'slow-phone',
      measure: `slow phone, ${label}: wait after the last tap (baseline: the floor of the bytes moved after it)`,
      unit: 's',
      pairs: runs.map((run) => ({ ours: run.lastWait, baseline: run.floorAfterLastTap })),
    }),
    resultRow({
      part: 'slow-phone',
      measure: `slow phone, ${label}: bytes up (baseline: the files as sent)`,
      unit: 'KB',
      pairs: runs.map((run) => ({ ours: run.up / KB, baseline: sentTotal(run) / KB })),
    }),
    resultRow({
      part: 'slow-phone',
      measure: `slow phone, ${label}: bytes down (baseline: bytes up)`,
      unit: 'KB',
      pairs: runs.map((run) => ({ ours: run.down / KB, baseline: run.up / KB })),
    }),
  ];
}

/** The phone the funnels ran on: the throttled page's CPU against a mid-tier phone's. */
function cpuRow(cpu) {
  return resultRow({
    part: 'slow-phone',
    measure: `slow phone, the throttled page's CPU: Lighthouse BenchmarkIndex before each run (baseline: a mid-tier phone, Pixel 5)`,
    unit: '',
    pairs: cpu.map(({ phone }) => ({ ours: phone, baseline: MID_TIER_PHONE_INDEX })),
    note: `this machine unthrottled: ${cpu.map(({ machine }) => machine).join('/')}`,
  });
}

function photoRows(results, files) {
  const sent = [...results['sign-up'], ...results.order].map((run) => run.sent);
  return Object.entries(PHOTO_NAMES).map(([field, name]) =>
    resultRow({
      part: 'slow-phone',
      measure: `slow phone, ${name} photo of ${(files[field].bytes / 1e6).toFixed(1)} MB as sent after shrinking (baseline: legible, ${LEGIBLE_LONG_EDGE} px long edge at JPEG quality 0.82)`,
      unit: 'KB',
      pairs: sent
        .filter((bytes) => bytes[field])
        .map((bytes) => ({ ours: bytes[field] / KB, baseline: files[field].legible / KB })),
    }),
  );
}

export async function slowPhone({ runs = 3 } = {}) {
  const { results, files, cpu } = await measureSlowPhone({ runs });
  return [
    ...Object.keys(FUNNELS).flatMap((name) => funnelRows(name, results[name])),
    ...photoRows(results, files),
    cpuRow(cpu),
  ];
}

if (isMain(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 3);
  const { results, files, cpu } = await measureSlowPhone({ runs });
  const raw = join(tmpdir(), 'slow-phone-runs.json');
  writeFileSync(raw, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`runs: ${runs}, slow 4G + CPU 4x, 390 px, empty cache; each run's timeline: ${raw}`);
  const indexes = (key) => cpu.map((scores) => scores[key]).join('/');
  console.log(
    `CPU (Lighthouse BenchmarkIndex, a Pixel 5 about ${MID_TIER_PHONE_INDEX}): the throttled page ${indexes('phone')}, this machine ${indexes('machine')}`,
  );
  for (const [name, runsOf] of Object.entries(results)) {
    runsOf.forEach((result, index) => {
      console.log(`${name} ${index + 1} (load ${result.load.toFixed(1)}): ${runLine(result)}`);
      console.log(`  where the time went: ${phasesLine(result)}`);
      for (const tap of result.lost) {
        console.log(
          `  lost tap at ${(tap.ms / 1000).toFixed(1)} s; the page said: ${tap.said.join(' | ')}`,
        );
      }
    });
  }
  console.log('');
  printRows([
    ...Object.keys(FUNNELS).flatMap((name) => funnelRows(name, results[name])),
    ...photoRows(results, files),
    cpuRow(cpu),
  ]);
}
