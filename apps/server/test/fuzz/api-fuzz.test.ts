import fc from 'fast-check';
import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiRequestPath, normalisedRequestPath } from '../../src/http/request-path';
import { SECURITY_HEADER_NAMES } from '../helpers/security-header-names';
import { storedFileCount } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { errorShapeProblem } from './api-error-check';
import { createFuzzFixtures } from './fuzz-fixtures';
import { fuzzRequest } from './fuzz-request';
import { listRoutes } from './route-list';
import { routeTemplates } from './route-templates';
import { changedTables, countRows } from './table-counts';

/**
 * Replay a failure with FUZZ_SEED=<the printed seed>. `npm test` runs 1,000 cases;
 * `npm run test:resilience` the full 10,000 (FUZZ_RUNS=10000, about 20 ms a case on an idle
 * 2-core machine, several times that on a loaded one).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const TEST_TIMEOUT_MS = Math.max(600_000, RUNS * 100);
/** Far above any answer's time: a case slower than this is a hang, reported with its request. */
const CASE_TIMEOUT_MS = 10_000;
/** Counting sign-up attempts and failed sign-ins is what a refusal is meant to write. */
const COUNTERS = new Set(['rate_limits']);

async function answeredWithin<T>(ms: number, answer: Promise<T>, request: unknown): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`no answer within ${ms} ms: ${JSON.stringify(request).slice(0, 2000)}`)),
      ms,
    );
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

describe('every route under fuzzed input', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it(
    `answers ${RUNS} fuzzed requests without a 5xx, in the error shape, writing nothing when refused`,
    async () => {
      const { app, deps } = testApp;
      const { fixtures, session } = await createFuzzFixtures(testApp);
      const routes = listRoutes(app);
      const templates = routeTemplates(fixtures);
      let counts = await countRows(deps.database.db);
      let files = storedFileCount(deps);
      let refusals = 0;
      const started = Date.now();
      // Each route gets its share of the cases (one seed per route, from SEED): drawn at random,
      // a route could get too few to mean anything.
      const perRoute = Math.ceil(RUNS / routes.length);
      console.warn(
        `fuzz: seed ${SEED}, ${perRoute} cases for each of ${routes.length} routes (replay with FUZZ_SEED=${SEED})`,
      );

      async function check(name: string, request: InjectOptions) {
        const response = await answeredWithin(CASE_TIMEOUT_MS, app.inject(request), request);
        const countsAfter = await countRows(deps.database.db);
        const filesAfter = storedFileCount(deps);
        const what = `${name} → ${response.statusCode}`;
        expect(response.statusCode, what).toBeLessThan(500);
        expect(
          ({} as Record<string, unknown>).polluted,
          'Object.prototype polluted',
        ).toBeUndefined();
        for (const header of SECURITY_HEADER_NAMES) {
          expect(response.headers[header], `${what}: ${header}`).toBeTruthy();
        }
        const refused = response.statusCode >= 400;
        const isApi = isApiRequestPath(normalisedRequestPath(String(request.url)));
        if (refused && isApi) {
          refusals += 1;
          expect(response.headers['cache-control'], what).toBe('no-store');
          // A HEAD answer has no body to check.
          if (request.method !== 'HEAD') expect(errorShapeProblem(response), what).toBeUndefined();
        }
        if (refused) {
          const written = changedTables(counts, countsAfter).filter(
            (change) => !COUNTERS.has(change.split(':')[0]!),
          );
          expect(written, what).toEqual([]);
          expect(filesAfter, `${what}: files in storage`).toBe(files);
        }
        counts = countsAfter;
        files = filesAfter;
      }

      for (const [index, route] of routes.entries()) {
        const name = `${route.method} ${route.url}`;
        await fc.assert(
          fc.asyncProperty(fuzzRequest(route, templates[name] ?? {}, session), (request) =>
            check(name, request),
          ),
          // A failing case is reported at once with its seed, not shrunk: every shrink step is a
          // request, and a hang would otherwise spend the whole test timeout on it.
          { seed: SEED + index, numRuns: perRoute, endOnFailure: true },
        );
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const cases = perRoute * routes.length;
      console.warn(
        `fuzz: ${cases.toLocaleString('en')} cases (${refusals.toLocaleString('en')} refused) over ${routes.length} routes, 0 × 5xx, 0 rows, 0 files written by a refusal; seed ${SEED}, ${seconds} s`,
      );
    },
    TEST_TIMEOUT_MS,
  );
});
