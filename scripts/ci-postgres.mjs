// Second half of .ci/run: the server integration tests on PostgreSQL, then one summary line
// that counts `npm test` (read back from its reports) and this run together.
import { existsSync, readFileSync } from 'node:fs';
import { printSummary, REPORT_DIR, runVitest } from './test-report.mjs';

const DATABASE_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const previous = existsSync(`${REPORT_DIR}/npm-test-summary.json`)
  ? JSON.parse(readFileSync(`${REPORT_DIR}/npm-test-summary.json`, 'utf8'))
  : [{ name: 'npm test (no summary found)', passed: 0, failed: 1, skipped: 0, seconds: 0 }];

const postgres = runVitest('server integration on PostgreSQL', ['--project', 'server'], {
  DATABASE_URL,
});
const failed = printSummary([...previous, postgres]);
process.exit(failed > 0 ? 1 : 0);
