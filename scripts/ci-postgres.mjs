// Second half of .ci/run (decision 038): each pass adds what `npm test` (the machine's Node.js,
// the embedded database) does not already prove, and none runs the same test twice on the same
// database and Node.js. On the newest LTS line `engines` names (scripts/newest-lts-node.mjs):
// the server suite on PostgreSQL, the process tests whose database follows DATABASE_URL on
// PostgreSQL, and every process and outage test on the embedded database. Then the resilience
// tests (the built server killed, restarted, doubled, its database restarted), `npm start` as
// shipped through every page in Chromium (playwright.shipped.config.ts), the 10,000-case
// fuzz on PostgreSQL, `npm audit` (no high or critical advisory, production dependencies and
// all), and one summary line that counts `npm test` (read back from its reports) and this run.
import { existsSync, readFileSync } from 'node:fs';
import { installNewestLtsNode } from './newest-lts-node.mjs';
import { runAudit } from './npm-audit.mjs';
import { printSummary, REPORT_DIR, runPlaywright, runVitest } from './test-report.mjs';
import { SERVER_PROCESS_TESTS_ON_POSTGRES } from './server-process-tests.mjs';

const DATABASE_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PROCESSES = [
  '--config',
  'vitest.resilience.config.ts',
  '--project',
  'server processes and outages',
];

const previous = existsSync(`${REPORT_DIR}/npm-test-summary.json`)
  ? JSON.parse(readFileSync(`${REPORT_DIR}/npm-test-summary.json`, 'utf8'))
  : [{ name: 'npm test (no summary found)', passed: 0, failed: 1, skipped: 0, seconds: 0 }];

/**
 * The newest LTS Node.js, or, when it cannot be installed, a failed check that says so and the
 * machine's own Node.js for the passes below: they still prove PostgreSQL and the processes.
 */
function newestLtsNode() {
  const node = installNewestLtsNode();
  if (!node.error) {
    return { label: `Node.js ${node.version}`, env: { PATH: `${node.bin}:${process.env.PATH}` } };
  }
  console.log(`\n── Node.js ${node.major}: ${node.error}`);
  return {
    label: `Node.js ${process.version}`,
    env: {},
    failure: {
      name: `Node.js ${node.major} install`,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds: 0,
    },
  };
}

const node = newestLtsNode();
const onPostgres = { ...node.env, DATABASE_URL };
const results = [
  ...previous,
  ...(node.failure ? [node.failure] : []),
  // Here the paged lists' test tries every combination of settings; `npm test` every pair.
  runVitest(
    `server on PostgreSQL, ${node.label}`,
    ['--project', 'server', '--project', 'server-mocks'],
    { ...onPostgres, LIST_COMBINATIONS: 'all' },
  ),
  runVitest(
    `processes on PostgreSQL, ${node.label}`,
    [...PROCESSES, ...SERVER_PROCESS_TESTS_ON_POSTGRES],
    onPostgres,
  ),
  runVitest(`processes and outages, ${node.label}`, PROCESSES, node.env),
  runVitest('resilience (built server)', [
    '--config',
    'vitest.resilience.config.ts',
    '--project',
    'resilience',
  ]),
  runPlaywright('the product as shipped (playwright)', [
    '--config',
    'playwright.shipped.config.ts',
  ]),
  runVitest('fuzz, 10,000 cases (PostgreSQL)', ['--project', 'server', 'apps/server/test/fuzz'], {
    DATABASE_URL,
    FUZZ_RUNS: '10000',
  }),
  runAudit('npm audit (production)', ['--omit=dev']),
  runAudit('npm audit (all dependencies)'),
];
process.exit(printSummary(results) > 0 ? 1 : 0);
