import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_RANDOM_LENGTH, readableCode } from '../../src/lib/readable-code';

describe('readableCode', () => {
  it('is prefix, the day in Asia/Jakarta and 6 Crockford base32 characters', () => {
    const code = readableCode('ORD', new Date('2026-11-21T05:00:00Z'));
    expect(code).toMatch(/^ORD-20261121-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(readableCode('REG', new Date('2026-11-21T05:00:00Z'))).toMatch(/^REG-20261121-/);
  });

  it('takes the date in shop time: 17:00 UTC is already the next day in Jakarta', () => {
    expect(readableCode('ORD', new Date('2026-12-31T16:59:59Z'))).toMatch(/^ORD-20261231-/);
    expect(readableCode('ORD', new Date('2026-12-31T17:00:00Z'))).toMatch(/^ORD-20270101-/);
  });

  it('uses the 32 characters without I, L, O and U', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('spreads evenly over the alphabet in every position and rarely repeats', () => {
    const count = 10_000;
    const now = new Date();
    const codes = Array.from({ length: count }, () => readableCode('ORD', now).slice(-6));
    // Two equal codes among 10,000 of 2^30 happen about once in 20 runs; three never.
    expect(new Set(codes).size).toBeGreaterThan(count - 3);

    const expected = count / CODE_ALPHABET.length;
    for (let position = 0; position < CODE_RANDOM_LENGTH; position += 1) {
      const seen = new Map<string, number>();
      for (const code of codes) seen.set(code[position]!, (seen.get(code[position]!) ?? 0) + 1);
      expect(seen.size).toBe(CODE_ALPHABET.length);
      for (const times of seen.values()) {
        // ±30 % is more than 5 standard deviations (σ ≈ 17.4 around 312.5).
        expect(times).toBeGreaterThan(expected * 0.7);
        expect(times).toBeLessThan(expected * 1.3);
      }
    }
  });
});
