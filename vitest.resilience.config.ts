import { defineConfig } from 'vitest/config';
import { SERVER_PROCESS_AND_OUTAGE_TESTS } from './scripts/server-process-tests.mjs';

/**
 * `npm run test:resilience`: the built server as child processes, killed, restarted, run twice,
 * and its database stopped under it; then the server tests that `npm test` leaves out for their
 * time (SERVER_PROCESS_AND_OUTAGE_TESTS, scripts/server-process-tests.mjs). One file at a time: they use fixed ports and much CPU.
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
