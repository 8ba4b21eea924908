import { join } from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR; migrations applied. */
export function openDatabase(
  config: Config,
  onPoolError: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres({ url: config.databaseUrl, onPoolError });
  return openPglite({ dataDir: join(config.dataDir, 'pglite') });
}
