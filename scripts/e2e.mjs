// `npm run test:e2e [-- playwright args]`: builds the product when the build is missing or older
// than its sources, makes sure a Chromium exists, then runs Playwright and exits with its code.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const buildStatus = ensureBuild();
if (buildStatus !== 0) process.exit(buildStatus);

if (!ensureChromium()) process.exit(1);
const playwright = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(playwright.status ?? 1);
