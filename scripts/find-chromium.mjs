// The browser is CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Returns a Chromium executable path, or undefined to let Playwright use its own install. */
export function findChromium() {
  return CANDIDATES.find((candidate) => candidate && existsSync(candidate));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
