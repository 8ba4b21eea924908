import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

/** The spec that starts the product itself, as a newcomer would; no other spec runs here. */
export const SHIPPED_SPEC = 'shipped-configuration.spec.ts';

/**
 * `npm run test:resilience`'s browser part, which CI runs too (decision 038): `npm start` with
 * nothing set, every page. It starts its own servers, so it needs none of playwright.config.ts's,
 * and takes minutes (two fresh embedded databases, two sweeps of every page at two widths).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: SHIPPED_SPEC,
  outputDir: 'test-results/playwright-shipped',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 240_000,
  expect: { timeout: 7_000 },
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
});
