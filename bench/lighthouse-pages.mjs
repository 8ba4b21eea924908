// Issue 22, pages on a phone: each public page's Lighthouse score and LCP (mobile preset, median
// of `runs`), and the initial JavaScript of / and /pendaftaran gzipped, as rows of bench/run.mjs.
// A target has no other side to measure against, so the baseline is the target itself (as
// admin-lists-scale does with its budget): a score row is met at a ratio of 1 or more, an LCP or
// size row at 1 or less.
import {
  gzipSize,
  initialAssets,
  PAGE_ROUTE_MODULES,
} from '../apps/web/scripts/initial-assets.mjs';
import { lighthousePages, TARGETS } from '../scripts/lighthouse-pages.mjs';
import { isMain } from './lib/is-main.mjs';
import { printRows } from './lib/print-rows.mjs';
import { resultRow } from './lib/pairs.mjs';

/** Issue 22's budgets for the initial JavaScript, gzipped, in bytes (1 KB = 1,000 bytes). */
const INITIAL_JS_BUDGETS = [
  { page: '/', routeModules: PAGE_ROUTE_MODULES.home, html: 'index.html', budget: 90_000 },
  {
    page: '/pendaftaran',
    routeModules: PAGE_ROUTE_MODULES.registration,
    html: 'pendaftaran/index.html',
    budget: 100_000,
  },
];

function initialJsRows() {
  return INITIAL_JS_BUDGETS.map(({ page, routeModules, html, budget }) =>
    resultRow({
      part: 'lighthouse-pages',
      measure: `${page}: initial JS gzipped (baseline: the ${budget / 1000} KB budget)`,
      unit: 'KB',
      pairs: [
        {
          ours: gzipSize(initialAssets(routeModules, html).jsFiles) / 1000,
          baseline: budget / 1000,
        },
      ],
      target: { atMost: 1 },
    }),
  );
}

export async function lighthousePagesBench({ runs = 3 } = {}) {
  const pages = await lighthousePages({ runs });
  const rows = pages.flatMap((page) => [
    resultRow({
      part: 'lighthouse-pages',
      measure: `${page.path}: Lighthouse mobile score, median of ${runs} (baseline: the target ${TARGETS.minScore})`,
      unit: '',
      pairs: [{ ours: page.score, baseline: TARGETS.minScore }],
      target: { atLeast: 1 },
      note: `runs ${page.runs.map((run) => run.score).join(', ')}; CLS ${page.cls.toFixed(3)}, TBT ${Math.round(page.tbt)} ms; this machine's BenchmarkIndex ${Math.round(page.benchmarkIndex)}`,
    }),
    resultRow({
      part: 'lighthouse-pages',
      measure: `${page.path}: LCP, median of ${runs} (baseline: the target ${TARGETS.maxLcpMs} ms)`,
      unit: 'ms',
      pairs: [{ ours: page.lcp, baseline: TARGETS.maxLcpMs }],
      target: { atMost: 1 },
    }),
  ]);
  return [...rows, ...initialJsRows()];
}

if (isMain(import.meta.url))
  printRows(await lighthousePagesBench({ runs: Number(process.env.RUNS ?? 3) }));
