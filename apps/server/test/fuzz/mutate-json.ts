import fc from 'fast-check';
import { PROTOTYPE_KEYS, weirdString, weirdValue } from './weird-values';

type Path = (string | number)[];

export type JsonMutation = {
  kind: 'replace' | 'delete' | 'addKey' | 'wrapInArray' | 'duplicateInArray';
  /** Which node: taken modulo the number of nodes, so any number picks one. */
  at: number;
  key: string;
  value: unknown;
};

export const jsonMutation: fc.Arbitrary<JsonMutation> = fc.record({
  kind: fc.constantFrom(
    'replace',
    'replace',
    'delete',
    'addKey',
    'wrapInArray',
    'duplicateInArray',
  ),
  at: fc.nat(),
  key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), weirdString),
  value: weirdValue,
});

function nodePaths(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  // Object.entries for arrays too: an array given an own `constructor` breaks `map`.
  const entries = Object.entries(value);
  return [path, ...entries.flatMap(([key, item]) => nodePaths(item, [...path, key]))];
}

function setOwn(target: Record<string | number, unknown>, key: string | number, value: unknown) {
  // A plain assignment to `__proto__` would change the prototype instead of adding a key.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
}

/** Not `splice`: it builds its result through `constructor`, which a mutation may have replaced. */
function removeAt(array: unknown[], index: number) {
  array.copyWithin(index, index + 1);
  array.length -= 1;
}

function applyOne(root: unknown, mutation: JsonMutation): unknown {
  const paths = nodePaths(root);
  const path = paths[mutation.at % paths.length]!;
  // A copy: the same generated value may be inserted again, later mutations change it, and its
  // parts may be one object many times over (a long array of one item).
  const value = JSON.parse(JSON.stringify(mutation.value)) as unknown;
  if (path.length === 0) {
    return mutation.kind === 'wrapInArray' ? [root] : mutation.kind === 'replace' ? value : root;
  }
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>(
      (node, key) => node[key] as Record<string, unknown>,
      root as Record<string, unknown>,
    );
  const key = path.at(-1)!;
  const current = parent[key];
  switch (mutation.kind) {
    case 'replace':
      setOwn(parent, key, value);
      break;
    case 'delete':
      if (Array.isArray(parent)) removeAt(parent, Number(key));
      else delete parent[key];
      break;
    case 'addKey':
      if (current && typeof current === 'object' && !Array.isArray(current)) {
        setOwn(current as Record<string, unknown>, mutation.key, value);
      } else if (Array.isArray(parent)) {
        // A named key on an array is not JSON (and `length` is not a key to redefine): one more item.
        parent.push(value);
      } else setOwn(parent, mutation.key, value);
      break;
    case 'wrapInArray':
      setOwn(parent, key, [current]);
      break;
    case 'duplicateInArray':
      if (Array.isArray(parent)) parent.push(structuredClone(current));
      else setOwn(parent, key, [current, current]);
      break;
  }
  return root;
}

/** A valid JSON value changed by each mutation in turn (the template itself is not touched). */
export function mutateJson(template: unknown, mutations: readonly JsonMutation[]): unknown {
  let value: unknown = JSON.parse(JSON.stringify(template));
  for (const mutation of mutations) value = applyOne(value, mutation);
  return value;
}
