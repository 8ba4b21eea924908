import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppDeps } from '../../src/app-deps';
import type { DatabaseHandle } from '../../src/db/database';
import { buildApp, type App } from '../../src/app';
import type { Readiness } from '../../src/http/readiness';
import { loadConfig, type Config } from '../../src/config';
import { createAppMetrics } from '../../src/lib/app-metrics';
import { createStorage } from '../../src/storage/create-storage';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: App;
  deps: AppDeps;
  /** Every line the app logged, as shipped: JSON at the config's level (`info` by default). */
  logLines: string[];
  /** Moves the app's clock forward (sessions, rate limits). */
  advanceTime(milliseconds: number): void;
  close(): Promise<void>;
};

export type TestAppOptions = {
  config?: Partial<Config>;
  /** A database opened by the test (closed with the app); else a fresh test database. */
  database?: DatabaseHandle;
  /** Adds test-only routes before the app becomes ready. */
  addRoutes?: (app: App) => void;
  /** The server's start-up and shutdown state; ready unless given. */
  readiness?: Readiness;
};

/**
 * Builds the real app, configured as shipped, on a fresh database and a temporary data folder.
 * Its log lines are kept in `logLines`. Close it in `afterAll`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir }),
    ...options.config,
  };
  const secrets = {
    sessionSecret: 'test-session-secret-'.padEnd(64, 'x'),
    signingSecret: 'test-signing-secret-'.padEnd(64, 'y'),
    twoFactorSecret: 'test-two-factor-secret-'.padEnd(64, 'z'),
  };
  const database = options.database ?? (await openTestDatabase());
  let offset = 0;
  const deps: AppDeps = {
    config,
    database,
    storage: await createStorage(config, secrets, () => new Date(Date.now() + offset)),
    secrets,
    metrics: createAppMetrics(config.metrics !== undefined),
    now: () => new Date(Date.now() + offset),
  };
  const logLines: string[] = [];
  const app = await buildApp({
    deps,
    logStream: { write: (line) => logLines.push(line) },
    readiness: options.readiness,
  });
  // A test's own routes are open to anyone unless they declare otherwise (auth/route-access.ts).
  app.addHook('onRoute', (route) => {
    route.config = { access: 'public', ...route.config };
  });
  options.addRoutes?.(app);
  await app.ready();
  return {
    app,
    deps,
    logLines,
    advanceTime(milliseconds) {
      offset += milliseconds;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
