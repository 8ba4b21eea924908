// The phone our users have, for Chromium through CDP: Lighthouse's mobile "Slow 4G" (150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up) and a CPU four times slower than this machine's. Shared by
// the benches and the end-to-end tests that measure or try the flows as those users live them.

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const SLOW_PHONE_CPU_RATE = 4;

/** Throttles `page` (network and CPU) like that phone, for as long as the page lives. */
export async function throttleLikeASlowPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU_RATE });
  return cdp;
}
