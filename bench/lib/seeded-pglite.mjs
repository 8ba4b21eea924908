// A data folder whose embedded database holds `rows` seeded orders, made once by the seed command
// (the server must not be running on it) and kept in the temp folder for later runs and parts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function seededPgliteDataDir(rows) {
  const dataDir = join(tmpdir(), `toko-bench-pglite-${rows}`);
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    console.error(`seeding ${rows} orders into ${dataDir} (once)`);
    execFileSync(process.execPath, ['apps/server/dist/seed.js', '--orders', String(rows)], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return dataDir;
}
