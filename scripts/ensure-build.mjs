// Builds the web app and the server bundle when either is missing or older than its sources
// (a fresh clone, or a `git pull` or an edit since the last build). Used by `npm start`,
// `npm run admin`, `npm run test:e2e` and the web bundle budget test.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
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
  const builtAt = Math.min(...OUTPUTS.map((file) => newestChange(join(ROOT, file))));
  if (builtAt >= Math.max(...SOURCES.map((source) => newestChange(join(ROOT, source))))) return 0;
  console.log(builtAt === 0 ? 'Building the product (first run)…' : 'Sources changed: building…');
  // Always the production build: a NODE_ENV inherited from a test runner (vitest sets `test`)
  // would make Vite bundle development React, and that build would then be served as fresh.
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return build.status ?? 1;
}
