import { defineConfig } from 'vitest/config';

/**
 * `npm run test:resilience`: the built server as child processes, killed, restarted, run twice,
 * and its database stopped under it. One file at a time: they use fixed ports and much CPU.
 * A failed test runs once more: they time kills, restarts and outages on a 2-core machine that
 * may be busy with something else. A test that passed only on its retry is still named, with its
 * first error, in the summary `.ci/run` prints (`scripts/test-report.mjs`).
 */
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['apps/server/resilience/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    retry: 1,
  },
});
