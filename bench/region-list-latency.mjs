// How soon the sign-up's region lists appear on a slow phone network (issue 14). Starts the built
// server, opens /pendaftaran/user in Chromium with the network throttled like a slow 4G phone
// (Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU
// slowed 4x, then measures, in fresh browser contexts (empty cache):
//   straight to step 1 - when the province field appears and how long after it its list arrives
//                        (the list's download starts with the step's code, so ideally 0);
//   from the type page  - from choosing Perorangan until step 1 shows with its province list;
//   next list           - from opening the regency field (province chosen) until it lists;
//   baseline            - one /api/health request on the same throttled network, the floor any
//                         list request pays; `next list / baseline` is the list's cost beyond it.
// Usage after `npm run build`: node bench/region-list-latency.mjs [runs=5]
// In bench/run.mjs each run is a pair: the regency list (ours) against /api/health (baseline).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';
import { isMain } from './lib/is-main.mjs';
import { throttledPage } from './lib/slow-4g.mjs';
import { startServer } from './lib/start-server.mjs';
import { median, resultRow } from './lib/pairs.mjs';

/** The medians of `runs` fresh visits, and the runs themselves. */
export async function measureRegionLists({ runs = 5 } = {}) {
  const server = await startServer('apps/server/dist/server.js', {
    env: { LOG_LEVEL: 'warn' },
    readyPath: '/api/ready',
  });
  const { base } = server;
  const results = { fieldShown: [], listWait: [], fromChoice: [], nextList: [], baseline: [] };
  try {
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    /** When the province field appeared and when its list had arrived, in ms after navigation start. */
    async function provinceTimes(page) {
      await page.getByRole('combobox', { name: 'Provinsi' }).waitFor();
      const fieldShown = await page.evaluate(() => performance.now());
      await page.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name.endsWith('/regions/provinces.json')),
      );
      const listReady = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .find((e) => e.name.endsWith('/regions/provinces.json')).responseEnd,
      );
      return { fieldShown, listReady };
    }

    for (let run = 0; run < runs; run += 1) {
      // Straight to step 1 with an empty cache.
      const cold = await throttledPage(browser);
      await cold.page.goto(`${base}/pendaftaran/user`);
      const times = await provinceTimes(cold.page);
      results.fieldShown.push(times.fieldShown);
      results.listWait.push(Math.max(0, times.listReady - times.fieldShown));
      await cold.page.getByRole('combobox', { name: 'Provinsi' }).click();
      await cold.page.getByRole('option', { name: 'Jawa Barat', exact: true }).click();
      const started = Date.now();
      await cold.page.getByRole('combobox', { name: 'Kabupaten/Kota' }).click();
      await cold.page.getByRole('option', { name: 'Kota Bandung', exact: true }).waitFor();
      results.nextList.push(Date.now() - started);
      const healthStarted = Date.now();
      await cold.page.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then((r) => r.text()),
      );
      results.baseline.push(Date.now() - healthStarted);
      await cold.context.close();

      // The usual way: the account type page, then a choice.
      const flow = await throttledPage(browser);
      await flow.page.goto(`${base}/pendaftaran`);
      await flow.page.waitForLoadState('networkidle');
      const choice = flow.page.getByRole('button', { name: /Perorangan/ });
      // Measured from a hydrated page: the app is asked for after the first paint (decision 009),
      // so the network can fall quiet before it arrives, and a tap before then is held until
      // hydration (decision 012), which is not what this part measures.
      await flow.page.waitForFunction(
        (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        await choice.elementHandle(),
      );
      const clicked = await flow.page.evaluate(() => performance.now());
      await choice.click();
      const afterChoice = await provinceTimes(flow.page);
      results.fromChoice.push(Math.max(afterChoice.fieldShown, afterChoice.listReady) - clicked);
      await flow.context.close();
    }
    await browser.close();
  } finally {
    await server.stop();
  }

  return results;
}

export async function regionListLatency({ runs = 5 } = {}) {
  const results = await measureRegionLists({ runs });
  return [
    resultRow({
      part: 'region-list-latency',
      measure:
        'regency list shown after opening its field, slow 4G + 4x CPU (baseline: one /api/health)',
      unit: 'ms',
      pairs: results.nextList.map((ms, index) => ({ ours: ms, baseline: results.baseline[index] })),
      target: null,
    }),
  ];
}

if (isMain(import.meta.url)) {
  const RUNS = Number(process.argv[2] ?? 5);
  const results = await measureRegionLists({ runs: RUNS });
  const ms = (values) => `${median(values).toFixed(0)} ms`;
  console.log(
    `runs: ${RUNS} (medians), slow 4G (150 ms RTT, 1.6 Mbit/s), CPU 4x slower, empty cache`,
  );
  console.log(
    `direct to step 1: province field shown ${ms(results.fieldShown)} after navigation start;`,
  );
  console.log(`  its list arrived ${ms(results.listWait)} after the field (0: already there)`);
  console.log(
    `from choosing the account type until step 1 with its province list: ${ms(results.fromChoice)}`,
  );
  console.log(`regency list shown ${ms(results.nextList)} after opening its field (one request)`);
  const ratio = median(results.nextList) / median(results.baseline);
  console.log(
    `baseline /api/health round trip ${ms(results.baseline)}; regency list / baseline = ${ratio.toFixed(2)}`,
  );
}
