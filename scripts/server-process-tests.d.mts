/** Types for server-process-tests.mjs, so the Vitest configs can import it. */
export const SERVER_PROCESS_AND_OUTAGE_TESTS: string[];
export const SERVER_PROCESS_TESTS_ON_POSTGRES: string[];
