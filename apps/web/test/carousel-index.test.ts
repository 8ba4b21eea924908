import { describe, expect, it } from 'vitest';
import { swipeDirection, SWIPE_THRESHOLD } from '../src/components/ui/swipe-direction';
import { wrapIndex } from '../src/components/ui/wrap-index';

describe('wrapIndex', () => {
  it('keeps an index inside the slides', () => {
    expect([0, 1, 4].map((index) => wrapIndex(index, 5))).toEqual([0, 1, 4]);
  });

  it('wraps past the last slide to the first and before the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-1, 3)).toBe(2);
  });

  it('wraps any distance, and stays at 0 without slides', () => {
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-11, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('reads a leftward swipe as next and a rightward swipe as previous', () => {
    expect(swipeDirection(-SWIPE_THRESHOLD, 0)).toBe(1);
    expect(swipeDirection(120, 10)).toBe(-1);
  });

  it('ignores taps, short moves and mostly vertical scrolls', () => {
    expect(swipeDirection(0, 0)).toBe(0);
    expect(swipeDirection(SWIPE_THRESHOLD - 1, 0)).toBe(0);
    expect(swipeDirection(-60, 200)).toBe(0);
  });
});
