// One run of a funnel in a fresh throttled page (empty cache): its time, the bytes each way on
// the wire (the counting proxy), the floor those bytes set on the phone's link, the wait after
// the last tap beside the floor of the bytes that moved after it, requests, lost taps, each file
// as sent, and a timeline of its steps and requests (for finding where the time goes).
import { SLOW_4G } from '../../scripts/slow-phone.mjs';
import { floorSeconds, throttledPage } from './slow-4g.mjs';
import { recordNetwork, sentFileBytes } from './network-log.mjs';

/**
 * Throws when uploads went faster than the phone's upload rate (5 % slack for the clock): the
 * throttling would not be applied to them, and every number after it would flatter us.
 */
function assertUploadsThrottled(requests) {
  const patches = requests.filter((request) => request.method === 'PATCH' && request.end);
  const sent = requests.reduce((sum, request) => sum + (request.uploadLength ?? 0), 0);
  if (!patches.length) return;
  const span =
    Math.max(...patches.map((request) => request.end)) -
    Math.min(...patches.map((request) => request.start));
  const rate = sent / (span / 1000);
  if (rate > SLOW_4G.uploadThroughput * 1.05) {
    throw new Error(`uploads ran at ${Math.round(rate)} B/s: not throttled`);
  }
}

const moved = (from, to) => ({ up: to.up - from.up, down: to.down - from.down });

export async function measureFunnel(browser, proxy, funnel, files) {
  const { context, page, cdp } = await throttledPage(browser);
  context.setDefaultTimeout(120_000);
  const started = Date.now();
  const network = recordNetwork(cdp, started);
  const marks = [];
  const atStart = proxy.counts();
  let atLastTap = atStart;
  let lastTapAt = started;
  try {
    const { lost, successAt } = await funnel(page, {
      base: proxy.base,
      files,
      since: started,
      mark: (name) => marks.push({ name, ms: Date.now() - started, bytes: proxy.counts() }),
      onTap: () => {
        atLastTap = proxy.counts();
        lastTapAt = Date.now();
      },
    });
    const atEnd = proxy.counts();
    for (const mark of marks) mark.floorAfter = floorSeconds(moved(mark.bytes, atEnd));
    const requests = network.requests();
    assertUploadsThrottled(requests);
    const bytes = moved(atStart, atEnd);
    return {
      seconds: (successAt - started) / 1000,
      floor: floorSeconds(bytes),
      ...bytes,
      lastWait: (successAt - lastTapAt) / 1000,
      floorAfterLastTap: floorSeconds(moved(atLastTap, atEnd)),
      requests: requests.length,
      lostTaps: lost.length,
      lost,
      sent: sentFileBytes(requests),
      marks,
      timeline: requests,
    };
  } finally {
    await context.close();
  }
}
