// Builds the web app and the server bundle when either is missing or older than its sources
// (a fresh clone, or a `git pull` or an edit since the last build). Used by `npm start` and
// `npm run test:e2e`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['apps/web/dist/shell.html', 'apps/server/dist/server.js'];
const SOURCES = [
  'packages/contracts/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/build.mjs',
  'package-lock.json',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

/** Returns the build's exit status (0 when nothing needed building). */
export function ensureBuild() {
  const builtAt = Math.min(
    ...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  );
  if (builtAt >= Math.max(...SOURCES.map(newestChange))) return 0;
  console.log(builtAt === 0 ? 'Building the product (first run)…' : 'Sources changed: building…');
  return spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status ?? 1;
}
