// A cheap Android phone on "Slow 4G", as Lighthouse's mobile preset throttles it: 150 ms round
// trips, 1.6 Mbit/s down, 750 kbit/s up (DevTools counts a kbit as 1,024 bits), the CPU 4x
// slower than this machine. Chromium's DevTools throttling shares each direction's rate among all
// of a page's requests and applies it to request bodies too (uploads with fetch or XHR).
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const CPU_SLOWDOWN = 4;

/** A new context (empty cache) 390 px wide whose one page is throttled like the phone. */
export async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

/** The least time `up` and `down` bytes can take on the phone's link, in seconds. */
export function floorSeconds({ up, down }) {
  return up / SLOW_4G.uploadThroughput + down / SLOW_4G.downloadThroughput;
}
