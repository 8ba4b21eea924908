import fc from 'fast-check';

/** Texts that break naive code: bidi marks, stacked accents, emoji sequences, lone surrogates. */
export const UNICODE_SAMPLES = [
  '\u200F\u202Eabc\u202C',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🇮🇩',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\u2028\u2029',
  'ﷺ'.repeat(50),
  'Jl. Mawar № 5 – RT ０１',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%2e%2e',
];

/** Keys that would pollute `Object.prototype` in code that merges objects carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

export const weirdString = fc.oneof(
  fc.constantFrom(...UNICODE_SAMPLES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.constant(''),
  fc.constant(' '),
  fc.nat({ max: 300_000 }).map((length) => 'x'.repeat(length)),
);

/** A JSON object whose own keys are `__proto__` and `constructor.prototype`. */
export const pollutingObject = (): unknown =>
  JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}');

/**
 * Values with depth and size: nested objects and arrays a few dozen levels deep (around the
 * server's limit of 32), long arrays and long strings; a body stays under the 1 MiB JSON limit.
 */
const nestedValue = fc
  .record({ depth: fc.nat({ max: 40 }), leaf: weirdString, asObject: fc.boolean() })
  .map(({ depth, leaf, asObject }) => {
    let value: unknown = leaf;
    for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
    return value;
  });
const longArray = fc
  .record({ length: fc.nat({ max: 50_000 }), item: fc.constantFrom<unknown>(1, 'x', null, {}) })
  .map(({ length, item }) => Array.from({ length }, () => item));
const longString = fc.nat({ max: 900_000 }).map((length) => 'é'.repeat(length / 2));

/** Any JSON value, wrong types and edge numbers first in mind. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.oneof(nestedValue, longArray, longString),
  { weight: 4, arbitrary: weirdString },
  fc.constantFrom(0, -1, 1.5, 1e21, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.constant('1'),
  fc.constant(pollutingObject()),
  fc.jsonValue({ maxDepth: 2 }),
);
