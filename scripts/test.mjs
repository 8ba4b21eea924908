// `npm test`: format, lint, typecheck, build, unit + integration tests, end-to-end tests in
// Chromium. Every step runs even when an earlier one fails, so one run shows everything.
import { writeFileSync } from 'node:fs';
import { printSummary, REPORT_DIR, runCheck, runPlaywright, runVitest } from './test-report.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const results = [
  runCheck('format (prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  runCheck('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']),
  runCheck('typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck']),
  runCheck('build', 'npm', ['run', '--silent', 'build']),
];
results.push(runVitest('unit + integration (vitest)', []));
results.push(
  ensureChromium()
    ? runPlaywright('end-to-end (playwright)', [])
    : { name: 'end-to-end (playwright)', passed: 0, failed: 1, skipped: 0, seconds: 0 },
);

writeFileSync(`${REPORT_DIR}/npm-test-summary.json`, JSON.stringify(results));
const failed = printSummary(results);
process.exit(failed > 0 ? 1 : 0);
