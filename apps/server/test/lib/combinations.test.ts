import { describe, expect, it } from 'vitest';
import { everyCombination, everyPair } from '../helpers/combinations';

const DIMENSIONS = {
  sort: ['date', 'name', 'total', 'status', 'code'],
  dir: ['asc', 'desc'],
  q: [undefined, 'bu', 'budi', 'gmail', 'santoso', '0812'],
  status: [undefined, 'paid'],
  range: [0, 1, 2, 3, 4],
} as const;

describe('test combinations', () => {
  it('every combination is the product of the values', () => {
    const all = everyCombination(DIMENSIONS);
    expect(all).toHaveLength(5 * 2 * 6 * 2 * 5);
    expect(new Set(all.map((combination) => JSON.stringify(combination))).size).toBe(all.length);
  });

  it('every pair of values of two dimensions stands in some chosen combination', () => {
    const chosen = everyPair(DIMENSIONS);
    expect(chosen.length).toBeLessThan(everyCombination(DIMENSIONS).length / 10);
    const names = Object.keys(DIMENSIONS) as (keyof typeof DIMENSIONS)[];
    for (const first of names)
      for (const second of names.filter((name) => name > first))
        for (const firstValue of DIMENSIONS[first])
          for (const secondValue of DIMENSIONS[second])
            expect(
              chosen.some(
                (combination) =>
                  combination[first] === firstValue && combination[second] === secondValue,
              ),
              `${first}=${String(firstValue)} ${second}=${String(secondValue)}`,
            ).toBe(true);
  });
});
