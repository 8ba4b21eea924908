// Second half of .ci/run: the server integration tests on PostgreSQL, the resilience tests
// (`npm run test:resilience`: the built server killed, restarted, doubled, its database
// restarted; then the 10,000-case fuzz, here on PostgreSQL), the server tests once more on the
// newest LTS Node.js (scripts/newest-lts-node.mjs) and `npm audit` (no high or critical advisory, production dependencies and all),
// then one summary line that counts `npm test` (read back from its reports) and this run together.
import { existsSync, readFileSync } from 'node:fs';
import { installNewestLtsNode } from './newest-lts-node.mjs';
import { runAudit } from './npm-audit.mjs';
import { printSummary, REPORT_DIR, runVitest } from './test-report.mjs';

const DATABASE_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const previous = existsSync(`${REPORT_DIR}/npm-test-summary.json`)
  ? JSON.parse(readFileSync(`${REPORT_DIR}/npm-test-summary.json`, 'utf8'))
  : [{ name: 'npm test (no summary found)', passed: 0, failed: 1, skipped: 0, seconds: 0 }];

/**
 * The whole server suite: the projects of `npm test` and the process, outage and restore tests
 * that `npm test` leaves to vitest.resilience.config.ts.
 */
const SERVER_SUITE = [
  ['--project', 'server', '--project', 'server-mocks'],
  ['--config', 'vitest.resilience.config.ts', '--project', 'server processes and outages'],
];
const runServerSuite = (name, env) =>
  SERVER_SUITE.map((args, index) =>
    runVitest(index === 0 ? name : `${name}: processes and outages`, args, env),
  );

const postgres = runServerSuite('server integration on PostgreSQL', { DATABASE_URL });
const resilience = runVitest('resilience (built server)', [
  '--config',
  'vitest.resilience.config.ts',
]);
const fullFuzz = runVitest(
  'fuzz, 10,000 cases (PostgreSQL)',
  ['--project', 'server', 'apps/server/test/fuzz'],
  { DATABASE_URL, FUZZ_RUNS: '10000' },
);
/** The server suite again on the newest LTS line `engines` names (the embedded database). */
function runServerOnNewestLts() {
  const node = installNewestLtsNode();
  if (node.error) {
    console.log(`\n── server on Node.js ${node.major}: ${node.error}`);
    return [
      {
        name: `server on Node.js ${node.major}`,
        passed: 0,
        failed: 1,
        skipped: 0,
        seconds: 0,
      },
    ];
  }
  return runServerSuite(`server on Node.js ${node.version} (newest LTS)`, {
    PATH: `${node.bin}:${process.env.PATH}`,
  });
}
const onNewestLts = runServerOnNewestLts();
const audits = [
  runAudit('npm audit (production)', ['--omit=dev']),
  runAudit('npm audit (all dependencies)'),
];
const failed = printSummary([
  ...previous,
  ...postgres,
  resilience,
  fullFuzz,
  ...onNewestLts,
  ...audits,
]);
process.exit(failed > 0 ? 1 : 0);
