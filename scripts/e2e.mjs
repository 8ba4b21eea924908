// `npm run test:e2e [-- playwright args]`: builds the product when the build is missing or older
// than its sources, makes sure a Chromium exists, then runs Playwright and exits with its code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];
const SOURCES = [
  'packages/contracts/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/build.mjs',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path).map((entry) => newestChange(join(path, entry))),
  );
}

function run(command, args) {
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

const built = OUTPUTS.every((file) => existsSync(file));
const builtAt = built ? Math.min(...OUTPUTS.map((file) => statSync(file).mtimeMs)) : 0;
if (!built || Math.max(...SOURCES.map(newestChange)) > builtAt) {
  console.log('Building the product for the end-to-end tests…');
  const status = run('npm', ['run', '--silent', 'build']);
  if (status !== 0) process.exit(status);
}

if (!ensureChromium()) process.exit(1);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
