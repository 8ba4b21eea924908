import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { SERVER_PROCESS_AND_OUTAGE_TESTS } from './scripts/server-process-tests.mjs';

/** Waits two minutes for the outbox's lease to end, with little to do meanwhile. */
const LEASE_WAIT = 'apps/server/resilience/notification-crash.test.ts';

/**
 * The lease test starts first, so that it waits beside the others on the second worker instead
 * of at the end (without Vitest's cache, a clean clone would start the largest files first).
 */
class LeaseWaitFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) => file.moduleId.endsWith(LEASE_WAIT);
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}

/**
 * `npm run test:resilience`: the built server as child processes, killed, restarted, run twice,
 * and its database stopped under it; then the server tests that `npm test` leaves out for their
 * time (SERVER_PROCESS_AND_OUTAGE_TESTS, scripts/server-process-tests.mjs). Two files at a time:
 * each takes ports and folders of its own, and waits on its processes for much of its time.
 * No retries: a test that fails once has found a race, in the product or in the test.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LeaseWaitFirst },
    projects: [
      {
        test: {
          name: 'resilience',
          maxWorkers: 2,
          include: ['apps/server/resilience/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server processes and outages',
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
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
