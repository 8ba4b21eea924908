// Side by side: ours and its baseline measured in alternating order within one run, so that
// whatever else the shared machine does at the time weighs on both alike.

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Measures `pairs` times: ours then the baseline, then the baseline then ours, and so on, so
 * neither side always goes first (a warm cache or a busy neighbour would favour one).
 */
export async function alternatingPairs(pairs, ours, baseline) {
  const results = [];
  for (let index = 0; index < pairs; index += 1) {
    const pair = {};
    if (index % 2 === 0) {
      pair.ours = await ours();
      pair.baseline = await baseline();
    } else {
      pair.baseline = await baseline();
      pair.ours = await ours();
    }
    results.push(pair);
  }
  return results;
}

/**
 * One row of the table. `ratio` is the median of the pairs' own ratios ours / baseline;
 * `target` is `{ atLeast }` (higher is better) or `{ atMost }` (lower is better) on that ratio.
 */
export function resultRow({ part, measure, unit, pairs, target = null, note = '' }) {
  const ratio = median(pairs.map((pair) => pair.ours / pair.baseline));
  let met = null;
  if (target?.atLeast !== undefined) met = ratio >= target.atLeast;
  if (target?.atMost !== undefined) met = ratio <= target.atMost;
  return {
    part,
    measure,
    unit,
    ours: median(pairs.map((pair) => pair.ours)),
    baseline: median(pairs.map((pair) => pair.baseline)),
    ratio,
    target,
    met,
    note,
    pairs,
  };
}
