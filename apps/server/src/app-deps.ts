import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Secrets } from './secrets';
import type { Storage } from './storage/storage';

/** What a built app needs from the outside; tests pass their own fresh instances. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  secrets: Secrets;
  /** Injected so tests can move time (session expiry, rate-limit windows). */
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
