import { defineConfig } from 'vitest/config';

/**
 * `npm run test:resilience`: the built server as child processes, killed, restarted, run twice,
 * and its database stopped under it. One file at a time: they use fixed ports and much CPU.
 * No retries: a test that fails once has found a race, in the product or in the test.
 */
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['apps/server/resilience/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
