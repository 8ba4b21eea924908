import { ADMIN_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { expect, test } from './fixtures/test';
import {
  ADMIN_BANNER_LINE,
  errorLines,
  nonJsonLinesAfterReady,
  READY_LINE,
  startShippedServer,
} from './fixtures/shipped-server';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const UNKNOWN_PATH = '/halaman-yang-tidak-ada';
const PATHS = [...Object.values(PUBLIC_PAGE_PATHS), UNKNOWN_PATH, ADMIN_PAGE_PATHS.login];

/**
 * The product as a newcomer runs it: `npm start` with nothing set, every public page, an
 * unknown one and the admin login in Chromium, at a phone's width and a desktop's. The server
 * must still be up afterwards, with a log of JSON lines only and none at error level. Once as
 * shipped, once at `debug` (the level that logs the most a person would turn on).
 */
test.describe('the product as shipped', () => {
  // One after the other: each `npm start` checks the build first, and two would race to rebuild
  // it if a source had changed.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  for (const logLevel of [undefined, 'debug']) {
    test(`stays up through every page, logging JSON only (${logLevel ?? 'default level'})`, async ({
      browser,
    }) => {
      const server = await startShippedServer(logLevel ? { LOG_LEVEL: logLevel } : {});
      try {
        for (const viewport of VIEWPORTS) {
          const context = await browser.newContext({ viewport, baseURL: server.baseURL });
          const page = await context.newPage();
          for (const path of PATHS) {
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(path === UNKNOWN_PATH ? 404 : 200);
            // The app's own first requests (the session, the catalogue) are made by now.
            await expect(page.locator('main').first()).toBeVisible();
            expect(server.isRunning(), `the server after ${path}`).toBe(true);
          }
          await context.close();
        }
        const output = server.output();
        expect(server.isRunning()).toBe(true);
        expect(output).toContain(READY_LINE);
        expect(nonJsonLinesAfterReady(output)).toEqual([]);
        expect(errorLines(output)).toEqual([]);
        expect(output.split(ADMIN_BANNER_LINE).length - 1).toBe(1);
        // Every page view went through Fastify's request log, with a request id.
        const completed = output
          .split('\n')
          .filter((line) => line.includes('"request completed"'))
          .map((line) => JSON.parse(line) as { reqId?: string });
        expect(completed.length).toBeGreaterThan(PATHS.length * VIEWPORTS.length);
        expect(completed.every((line) => typeof line.reqId === 'string')).toBe(true);
      } finally {
        await server.stop();
      }
    });
  }
});
