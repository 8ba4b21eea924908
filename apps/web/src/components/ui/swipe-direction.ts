/** Minimum horizontal travel, in CSS pixels, for a touch gesture to count as a swipe. */
export const SWIPE_THRESHOLD = 40;

/**
 * Reads a finished touch gesture: a mostly horizontal move of at least the threshold is a
 * swipe (-1 = to the previous slide, 1 = to the next); anything else (a tap, a vertical
 * scroll) is 0.
 */
export function swipeDirection(deltaX: number, deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}
