import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { AppMetrics } from './lib/app-metrics';
import type { Secrets } from './secrets';
import type { Storage } from './storage/storage';

/** What a built app needs from the outside; tests pass their own fresh instances. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  secrets: Secrets;
  /** This app's own counters and registry (`createAppMetrics`); inert when metrics are off. */
  metrics: AppMetrics;
  /** Injected so tests can move time (session expiry, rate-limit windows). */
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
