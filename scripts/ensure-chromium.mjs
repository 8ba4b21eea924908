// Use CHROMIUM_PATH, Debian's chromium-headless-shell or chromium; else install Playwright's own.
import { spawnSync } from 'node:child_process';
import { findTestChromium } from './find-chromium.mjs';

export function ensureChromium() {
  const found = findTestChromium();
  if (found) return true;
  console.log(
    'No Chromium found at CHROMIUM_PATH, /usr/bin/chromium-headless-shell or /usr/bin/chromium: installing Playwright Chromium…',
  );
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (install.status === 0) return true;
  console.error(
    [
      'Could not get a Chromium for the end-to-end tests.',
      'Install one and run `npm test` again, for example:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell',
      '  or point CHROMIUM_PATH at any Chromium or Chrome executable.',
    ].join('\n'),
  );
  return false;
}
