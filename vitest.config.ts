import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SERVER_PROCESS_AND_OUTAGE_TESTS } from './scripts/server-process-tests.mjs';

const SERVER_TEST_OPTIONS = {
  globalSetup: ['apps/server/test/global-setup.ts'],
  setupFiles: ['apps/server/test/setup-console.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** `vi.mock` replaces a module for the whole worker: these files keep a module graph of their own. */
const SERVER_TESTS_WITH_MODULE_MOCKS = ['apps/server/test/auth/login.test.ts'];

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
          ...SERVER_TEST_OPTIONS,
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [...SERVER_PROCESS_AND_OUTAGE_TESTS, ...SERVER_TESTS_WITH_MODULE_MOCKS],
          // The files of a worker share their imported modules (the server's import is most of a
          // small file's time); each test builds its own app and database, so no state is shared.
          isolate: false,
        },
      },
      {
        test: {
          ...SERVER_TEST_OPTIONS,
          name: 'server-mocks',
          include: SERVER_TESTS_WITH_MODULE_MOCKS,
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
