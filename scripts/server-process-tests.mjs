// The server test files that `npm test` leaves out for their time (vitest.config.ts), run by
// `npm run test:resilience` (vitest.resilience.config.ts) and in CI (scripts/ci-postgres.mjs).
// Plain JavaScript, so that CI's scripts read the same lists as the Vitest configs.

/**
 * Server tests that run the server or a CLI as processes, wait out a real outage, or restore a
 * whole backup into new embedded databases (a new database folder per restore): each takes from
 * 15 s to over a minute, mostly waiting.
 */
export const SERVER_PROCESS_AND_OUTAGE_TESTS = [
  'apps/server/test/backup/backup-process.test.ts',
  'apps/server/test/backup/backup-s3-restore.test.ts',
  'apps/server/test/backup/restore-before-store-columns.test.ts',
  'apps/server/test/backup/restore-drills.test.ts',
  'apps/server/test/backup/restore-retention.test.ts',
  'apps/server/test/backup/restore-whole-archives.test.ts',
  'apps/server/test/cli/admin-process.test.ts',
  'apps/server/test/cli/seed-process.test.ts',
  'apps/server/test/http/exit-on-uncaught-error.test.ts',
  'apps/server/test/notifications/smtp-outage.test.ts',
  'apps/server/test/secrets-process.test.ts',
  'apps/server/test/start-up.test.ts',
];

/**
 * Those of them whose database follows DATABASE_URL: the others run their processes on an
 * embedded database of their own whatever it says, so a PostgreSQL pass would repeat them as
 * they were (decision 038). In these files a case about the embedded database alone is skipped
 * when DATABASE_URL is set.
 */
export const SERVER_PROCESS_TESTS_ON_POSTGRES = [
  'apps/server/test/backup/backup-s3-restore.test.ts',
  'apps/server/test/backup/restore-before-store-columns.test.ts',
  'apps/server/test/backup/restore-drills.test.ts',
  'apps/server/test/notifications/smtp-outage.test.ts',
  'apps/server/test/start-up.test.ts',
];
