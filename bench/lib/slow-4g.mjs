// The phone of bench/slow-phone.mjs and region-list-latency.mjs, as scripts/slow-phone.mjs
// defines it for the benches and the end-to-end tests alike.
import { SLOW_4G, throttleLikeASlowPhone } from '../../scripts/slow-phone.mjs';

/** A new context (empty cache) 390 px wide whose one page is throttled like the phone. */
export async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await throttleLikeASlowPhone(context, page);
  return { context, page, cdp };
}

/** The least time `up` and `down` bytes can take on the phone's link, in seconds. */
export function floorSeconds({ up, down }) {
  return up / SLOW_4G.uploadThroughput + down / SLOW_4G.downloadThroughput;
}
