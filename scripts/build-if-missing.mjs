// `npm start` runs this first: build the web app and the server bundle when either is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const builtFiles = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];
if (!builtFiles.every((file) => existsSync(file))) {
  console.log('First start: building the web app and the server (about a minute)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
