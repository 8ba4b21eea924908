// How fast the CPU a funnel ran on was, as Lighthouse's BenchmarkIndex: the score Chrome DevTools
// calibrates its CPU throttling against (chrome-devtools-frontend's CalibrationController: a
// mid-tier phone, a Pixel 5, scores about 1,000; a low-tier one, a Moto G Power 2022, about 264).
// DevTools slows the page by a factor of this machine's own speed, so the same "4x slower" is a
// faster or slower phone from one machine, or one day, to the next: the score says which.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './pairs.mjs';
import { throttledPage } from './slow-4g.mjs';

export const MID_TIER_PHONE_INDEX = 1000;

const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex})()`;
const TRIES = 3;

async function indexOf(page) {
  const scores = [];
  for (let round = 0; round < TRIES; round += 1) scores.push(await page.evaluate(BENCHMARK));
  return Math.round(median(scores));
}

/** The median of three scores on this machine's own CPU, and in a page throttled like the phone. */
export async function benchmarkIndexes(browser) {
  const context = await browser.newContext();
  const throttled = await throttledPage(browser);
  try {
    return {
      machine: await indexOf(await context.newPage()),
      phone: await indexOf(throttled.page),
    };
  } finally {
    await context.close();
    await throttled.context.close();
  }
}
