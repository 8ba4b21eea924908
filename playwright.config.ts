import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/find-chromium.mjs';
import { SHIPPED_SPEC } from './playwright.shipped.config';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The e2e servers log as shipped, at the default level, each to a file of this folder (set once
 * by the main process, inherited by the workers); e2e/server-logs-teardown.ts reads them after
 * the run.
 */
process.env.E2E_LOG_DIR ??= mkdtempSync(join(tmpdir(), 'toko-e2e-logs-'));
const serverCommand = (name: string) =>
  `node apps/server/dist/server.js >> ${join(process.env.E2E_LOG_DIR!, `${name}.log`)} 2>&1`;
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-123' };
/**
 * Staff of the other roles on the main server (`<role>@e2e.test`), added with the admin command,
 * as an operator would, before that server starts: each password the command prints once is kept
 * in this folder (e2e/fixtures/staff.ts reads it).
 */
export const E2E_STAFF_ROLES = ['sales', 'viewer'] as const;
process.env.E2E_STAFF_DIR ??= mkdtempSync(join(tmpdir(), 'toko-e2e-staff-'));
const addStaff = E2E_STAFF_ROLES.map(
  (role) =>
    `node apps/server/dist/admin.js add ${role}@e2e.test --role ${role} > ${join(process.env.E2E_STAFF_DIR!, `${role}.txt`)}`,
).join(' && ');
/**
 * A server of its own for the two-factor spec: turning two-factor on for E2E_ADMIN would ask
 * every other spec running in parallel for a code.
 */
export const E2E_TWO_FACTOR_SERVER = {
  baseURL: `http://127.0.0.1:${PORT + 1}`,
  email: 'two-factor@e2e.test',
  password: 'e2e-two-factor-password-123',
};

/**
 * A server of its own for the notification spec, sending to an SMTP server that spec runs on
 * `smtpPort`: the other servers keep the shipped default (no SMTP_URL).
 */
export const E2E_NOTIFY_SERVER = {
  baseURL: `http://127.0.0.1:${PORT + 2}`,
  smtpPort: PORT + 3,
  email: 'notify@e2e.test',
  password: 'e2e-notify-password-123',
};

/** End-to-end tests run the built product (`npm run build`) on a fresh data folder. */
export default defineConfig({
  testDir: './e2e',
  // `npm start` as shipped runs in `npm run test:resilience` (playwright.shipped.config.ts).
  testIgnore: `**/${SHIPPED_SPEC}`,
  // Playwright empties its output folder at the start: not test-results/ itself, where
  // scripts/test-report.mjs has just written Vitest's report.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  globalTeardown: './e2e/server-logs-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Recording a trace for every test took a quarter of the run's time (decision 041): a failure
    // keeps its screenshot and error context; rerun it with `--trace on` for the whole trace.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // Only where a phone differs, and one test per flow (PHONE_TOO in e2e/fixtures/test.ts).
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: `${addStaff} && ${serverCommand('server')}`,
      url: `http://127.0.0.1:${PORT}/api/ready`,
      reuseExistingServer: false,
      // A first start migrates a fresh embedded database: seconds when idle, a minute or more on a busy 2-core machine.
      timeout: 180_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'toko-e2e-')),
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // The tests stand behind this "proxy": each sign-up test claims its own client address
        // (e2e/fixtures/client-ip.ts), so the per-address sign-up limit holds per test.
        TRUST_PROXY: '127.0.0.1',
        ALLOWED_HOSTS: '127.0.0.1',
      },
    },
    {
      command: serverCommand('two-factor-server'),
      url: `${E2E_TWO_FACTOR_SERVER.baseURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PORT + 1),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'toko-e2e-two-factor-')),
        ADMIN_EMAIL: E2E_TWO_FACTOR_SERVER.email,
        ADMIN_PASSWORD: E2E_TWO_FACTOR_SERVER.password,
      },
    },
    {
      command: serverCommand('notify-server'),
      url: `${E2E_NOTIFY_SERVER.baseURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PORT + 2),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'toko-e2e-notify-')),
        ADMIN_EMAIL: E2E_NOTIFY_SERVER.email,
        ADMIN_PASSWORD: E2E_NOTIFY_SERVER.password,
        SMTP_URL: `smtp://127.0.0.1:${E2E_NOTIFY_SERVER.smtpPort}`,
        MAIL_FROM: 'Toko EDC <toko@e2e.test>',
      },
    },
  ],
});
