/** Types for find-chromium.mjs, so TypeScript code (playwright.config.ts, e2e) can import it. */
export function findChromium(): string | undefined;
export function findTestChromium(): string | undefined;
export const CHROMIUM_ARGS: string[];
