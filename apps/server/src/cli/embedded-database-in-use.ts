import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

/**
 * PGlite serves one process at a time and takes no lock: a second process on the same folder
 * could corrupt it. PGlite writes `postmaster.pid` when it opens the folder (`open-database.ts`
 * puts it in DATA_DIR/pglite) and removes it when it closes cleanly.
 */
export function embeddedDatabaseInUse(config: Config): string | undefined {
  if (config.databaseUrl) return undefined;
  const folder = join(config.dataDir, 'pglite');
  if (!existsSync(join(folder, 'postmaster.pid'))) return undefined;
  return [
    `The embedded database in ${folder} is open in another process, most likely the server.`,
    'Stop the server, run this command, then start the server again. (A server that was killed',
    'leaves this mark behind: start and stop it once.) With DATABASE_URL the server may keep running.',
  ].join('\n');
}
