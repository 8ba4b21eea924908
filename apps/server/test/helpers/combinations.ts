type Dimensions = Record<string, readonly unknown[]>;
type Combination<T extends Dimensions> = { [K in keyof T]: T[K][number] };

/** Every combination of the dimensions' values (their product). */
export function everyCombination<T extends Dimensions>(dimensions: T): Combination<T>[] {
  return Object.entries(dimensions).reduce<Record<string, unknown>[]>(
    (combinations, [name, values]) =>
      combinations.flatMap((combination) =>
        values.map((value) => ({ ...combination, [name]: value })),
      ),
    [{}],
  ) as Combination<T>[];
}

/**
 * Combinations in which each value of a dimension meets each value of every other dimension at
 * least once (a greedy pairwise covering): a few dozen where the product has hundreds. A fault
 * that needs two settings together shows in it; one that needs three may only in the product.
 */
export function everyPair<T extends Dimensions>(dimensions: T): Combination<T>[] {
  const names = Object.keys(dimensions);
  const pairsOf = (combination: Combination<T>) =>
    names.flatMap((first, index) =>
      names.slice(index + 1).map((second) => {
        const firstIndex = dimensions[first]!.indexOf(combination[first]);
        const secondIndex = dimensions[second]!.indexOf(combination[second]);
        return `${first}=${firstIndex} ${second}=${secondIndex}`;
      }),
    );
  const candidates = everyCombination(dimensions).map((combination) => ({
    combination,
    pairs: pairsOf(combination),
  }));
  const uncovered = new Set(candidates.flatMap((candidate) => candidate.pairs));
  const chosen: Combination<T>[] = [];
  while (uncovered.size > 0) {
    let best = candidates[0]!;
    let bestCount = -1;
    for (const candidate of candidates) {
      const count = candidate.pairs.filter((pair) => uncovered.has(pair)).length;
      if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    for (const pair of best.pairs) uncovered.delete(pair);
    chosen.push(best.combination);
  }
  return chosen;
}
