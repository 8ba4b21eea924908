// `npm run lighthouse [-- --runs 3]`: Lighthouse performance (mobile preset: a mid-range phone on
// a slow 4G connection, simulated) of the main public pages, the shop and the sign-up of the
// built product. Prints each page's median score with its Core Web Vitals, and exits non-zero
// when a page misses issue 22's targets: score 98+, LCP 1.5 s at most, CLS 0.05 at most.
import { parseArgs } from 'node:util';
import { lighthousePages, meetsTargets, TARGETS } from './lighthouse-pages.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Number(values.runs);

const ms = (value) => `${Math.round(value)} ms`.padEnd(9);
let failed = false;
console.log(
  `Lighthouse, mobile preset, median of ${runs} run(s); targets: score ${TARGETS.minScore}+, ` +
    `LCP ≤ ${TARGETS.maxLcpMs} ms, CLS ≤ ${TARGETS.maxCls}; CPU: this machine's BenchmarkIndex as ` +
    `Lighthouse scored it (its 4x slowdown assumes about 1,500)\n`,
);
console.log('page               score  CLS     LCP      FCP      TBT      CPU');
try {
  await lighthousePages({
    runs,
    onPage: (page) => {
      const ok = meetsTargets(page);
      failed ||= !ok;
      console.log(
        (
          `${page.path.padEnd(19)}${String(page.score).padEnd(7)}${page.cls.toFixed(3).padEnd(8)}` +
          `${ms(page.lcp)}${ms(page.fcp)}${ms(page.tbt)}${String(Math.round(page.benchmarkIndex)).padEnd(5)}` +
          `${ok ? '' : '  <- misses a target'}`
        ).trimEnd(),
      );
    },
  });
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
}
process.exit(failed ? 1 : 0);
