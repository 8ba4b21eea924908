// `npm start` runs this first: build the web app and the server bundle when either is missing
// or older than the sources (a fresh clone, or a `git pull` since the last build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = ['apps/web/dist/shell.html', 'apps/server/dist/server.js'];
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/scripts',
  'apps/server/src',
  'packages/contracts/src',
  'package-lock.json',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    0,
  );
}

const builtAt = Math.min(...BUILT.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const sourcesAt = Math.max(...SOURCES.map(newestChange));
if (builtAt < sourcesAt) {
  console.log(
    builtAt === 0
      ? 'First start: building the web app and the server…'
      : 'Sources changed since the last build: building…',
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
