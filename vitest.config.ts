import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SERVER_PROCESS_AND_OUTAGE_TESTS } from './vitest.resilience.config.ts';

export default defineConfig({
  test: {
    // One test file per core, not Vitest's cores - 1: most server tests wait on sockets, child
    // processes and the embedded database, so on 2 cores a second file fills the waits (the
    // suite took 510 s with one, 303 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'repo',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: SERVER_PROCESS_AND_OUTAGE_TESTS,
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.ts'],
        },
      },
    ],
  },
});
