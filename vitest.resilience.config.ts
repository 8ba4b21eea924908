import { defineConfig } from 'vitest/config';

/**
 * Server tests that run the server or a CLI as processes, wait out a real outage, or restore a
 * whole backup into new embedded databases (a new database folder per restore): each takes from
 * 15 s to over a minute, mostly waiting. They run here, not in `npm test` (vitest.config.ts
 * leaves them out); CI runs them here and once more on PostgreSQL (scripts/ci-postgres.mjs).
 */
export const SERVER_PROCESS_AND_OUTAGE_TESTS = [
  'apps/server/test/backup/backup-process.test.ts',
  'apps/server/test/backup/restore-before-store-columns.test.ts',
  'apps/server/test/backup/restore-drills.test.ts',
  'apps/server/test/backup/restore-retention.test.ts',
  'apps/server/test/cli/admin-process.test.ts',
  'apps/server/test/cli/seed-process.test.ts',
  'apps/server/test/http/exit-on-uncaught-error.test.ts',
  'apps/server/test/notifications/smtp-outage.test.ts',
  'apps/server/test/secrets-process.test.ts',
  'apps/server/test/start-up.test.ts',
];

/**
 * `npm run test:resilience`: the built server as child processes, killed, restarted, run twice,
 * and its database stopped under it. One file at a time: they use fixed ports and much CPU.
 * No retries: a test that fails once has found a race, in the product or in the test.
 */
export default defineConfig({
  test: {
    fileParallelism: false,
    projects: [
      {
        test: {
          name: 'resilience',
          include: ['apps/server/resilience/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server processes and outages',
          include: SERVER_PROCESS_AND_OUTAGE_TESTS,
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
