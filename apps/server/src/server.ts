import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/open-database';
import { exitOnUncaughtError } from './http/exit-on-uncaught-error';
import { ensureAdmin } from './modules/auth/ensure-admin';
import { scheduleBackups } from './modules/backup/backup-schedule';
import type { Readiness } from './http/readiness';
import { stopServing } from './modules/health/stop-serving';
import { scheduleCleanup } from './modules/maintenance/cleanup-schedule';
import { createAppMetrics } from './lib/app-metrics';
import { startOutboxWorker } from './modules/notifications/outbox-worker';
import { resolveSecrets } from './secrets';
import { createStorage } from './storage/create-storage';

/** What closing the database and the workers may take after the grace, before the exit is forced. */
const AFTER_GRACE_MS = 10_000;

/** `apps/web/dist`, the same relative path from `src/server.ts` and from `dist/server.js`. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  config.webDistDir ??= DEFAULT_WEB_DIST;
  const secrets = resolveSecrets(config.dataDir, config);

  let logPoolError: (error: Error) => void = (error) =>
    console.error('database pool error', error.message);
  // Migrations run once the server listens, so that /api/ready can say "starting" meanwhile.
  const database = await openDatabase(config, (error) => logPoolError(error), {
    deferMigrations: true,
  });
  const storage = await createStorage(config, secrets, () => new Date());
  const readiness: Readiness = { phase: 'starting' };
  const app = await buildApp({
    deps: {
      config,
      database,
      storage,
      secrets,
      metrics: createAppMetrics(config.metrics !== undefined),
      now: () => new Date(),
    },
    readiness,
  });
  logPoolError = (error) => app.log.error({ err: error }, 'database pool error');
  exitOnUncaughtError(app.log);

  /** Migrations and the first admin, then the timers (cleanup, outbox, backups) to stop later. */
  const startUp = async (): Promise<(() => Promise<void>)[]> => {
    await database.migrate();
    await ensureAdmin(app.deps, app.log);
    const outboxWorker = startOutboxWorker(app.deps, app.log);
    return [
      scheduleCleanup(app.deps, app.log),
      () => outboxWorker.stop(),
      scheduleBackups(app.deps, app.log),
    ];
  };
  let started: Promise<(() => Promise<void>)[]> = Promise.resolve([]);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const { shutdown: limits } = config;
    const forceExit = setTimeout(
      () => process.exit(1),
      limits.graceSeconds * 1000 + AFTER_GRACE_MS,
    );
    forceExit.unref();
    // A migration is not cut off: the database closes after the start-up's work is done.
    const stopWork = async () => {
      const stops = await started.catch(() => []);
      await Promise.all(stops.map((stop) => stop()));
    };
    await Promise.all([stopServing(app, limits), stopWork()]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  started = startUp();
  await started;
  if (closing) return;
  readiness.phase = 'ready';
  app.log.info(
    { database: database.kind, storage: storage.kind },
    `Toko EDC siap di http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error('start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
