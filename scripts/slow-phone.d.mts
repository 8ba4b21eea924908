/** Types for slow-phone.mjs, so TypeScript code (e2e) can import it. */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

export const SLOW_4G: {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};
export const SLOW_PHONE_CPU_RATE: number;
export function throttleLikeASlowPhone(context: BrowserContext, page: Page): Promise<CDPSession>;
