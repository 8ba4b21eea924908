import { join } from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from './database';

/**
 * PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR; migrations applied,
 * unless `deferMigrations` leaves them to the handle's `migrate`. Only the driver in use is loaded.
 */
export async function openDatabase(
  config: Config,
  onPoolError: (error: Error) => void,
  { deferMigrations = false }: { deferMigrations?: boolean } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./open-postgres');
    return openPostgres({ url: config.databaseUrl, onPoolError, deferMigrations });
  }
  const { openPglite } = await import('./open-pglite');
  return openPglite({ dataDir: join(config.dataDir, 'pglite'), deferMigrations });
}
