// `npm test`: format, lint, typecheck, build, unit + integration tests, end-to-end tests in
// Chromium. Every step runs even when an earlier one fails, so one run shows everything.
import { writeFileSync } from 'node:fs';
import {
  printSummary,
  REPORT_DIR,
  runChecksSideBySide,
  runPlaywright,
  runVitest,
} from './test-report.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const startedAt = performance.now();
// The longest first, so the short ones fill the other core meanwhile.
const results = await runChecksSideBySide([
  { name: 'typecheck (tsc)', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  { name: 'lint (eslint)', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  {
    name: 'format (prettier)',
    command: 'npx',
    args: ['prettier', '--check', '--log-level', 'warn', '.'],
  },
]);
results.push(runVitest('unit + integration (vitest)', []));
results.push(
  ensureChromium()
    ? runPlaywright('end-to-end (playwright)', [])
    : { name: 'end-to-end (playwright)', passed: 0, failed: 1, skipped: 0, seconds: 0 },
);

writeFileSync(`${REPORT_DIR}/npm-test-summary.json`, JSON.stringify(results));
const failed = printSummary(results, { startedAt });
process.exit(failed > 0 ? 1 : 0);
