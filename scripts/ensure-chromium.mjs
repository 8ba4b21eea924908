// Use CHROMIUM_PATH or /usr/bin/chromium; else install Playwright's own Chromium.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

export function ensureChromium() {
  const found = findChromium();
  if (found) return true;
  console.log(
    'No Chromium found at CHROMIUM_PATH or /usr/bin/chromium: installing Playwright Chromium…',
  );
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (install.status === 0) return true;
  console.error(
    [
      'Could not get a Chromium for the end-to-end tests.',
      'Install one and run `npm test` again, for example:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  or point CHROMIUM_PATH at any Chromium or Chrome executable.',
    ].join('\n'),
  );
  return false;
}
