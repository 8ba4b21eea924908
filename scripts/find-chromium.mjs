// The browser is CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
/** Debian's `chromium-headless-shell`: the same Blink, without the desktop browser around it. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const firstThere = (candidates) => candidates.find((path) => path && existsSync(path));

/** Returns a Chromium executable path, or undefined to let Playwright use its own install. */
export function findChromium() {
  return firstThere(CANDIDATES);
}

/**
 * The end-to-end tests' browser: CHROMIUM_PATH, else Chromium's headless shell, else
 * findChromium(). The shell is what Playwright runs for headless tests with its own browsers,
 * and takes about a quarter less CPU than the full browser (docs/decisions/041).
 */
export function findTestChromium() {
  return firstThere([process.env.CHROMIUM_PATH, HEADLESS_SHELL]) ?? findChromium();
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
