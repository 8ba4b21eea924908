import { describe, expect, it } from 'vitest';
import { formatCount, formatRupiah, formatRupiahCompact } from '../src/money';

const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatRupiah', () => {
  it('groups thousands with dots and shows no decimals', () => {
    expect(normalise(formatRupiah(2_999_000))).toBe('Rp 2.999.000');
    expect(normalise(formatRupiah(349_000))).toBe('Rp 349.000');
  });

  it('formats zero (free shipping) and small amounts', () => {
    expect(normalise(formatRupiah(0))).toBe('Rp 0');
    expect(normalise(formatRupiah(999))).toBe('Rp 999');
  });

  it('rounds instead of showing fractions', () => {
    expect(normalise(formatRupiah(1500.6))).toBe('Rp 1.501');
  });

  it('puts the minus sign before Rp', () => {
    expect(normalise(formatRupiah(-2_999_000))).toBe('-Rp 2.999.000');
  });

  it('uses a non-breaking space so the amount never wraps away from Rp', () => {
    expect(formatRupiah(1000)).toContain('\u00a0');
  });
});

describe('formatCount', () => {
  it('groups thousands with dots', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(198_535)).toBe('198.535');
    expect(formatCount(1_000_000)).toBe('1.000.000');
  });
});

describe('formatRupiahCompact', () => {
  it('shortens with Indonesian units: rb (ribu), jt (juta), M (miliar)', () => {
    expect(normalise(formatRupiahCompact(0))).toBe('Rp 0');
    expect(normalise(formatRupiahCompact(350_000))).toBe('Rp 350 rb');
    expect(normalise(formatRupiahCompact(60_000_000))).toBe('Rp 60 jt');
    expect(normalise(formatRupiahCompact(2_500_000))).toBe('Rp 2,5 jt');
    expect(normalise(formatRupiahCompact(1_500_000_000))).toBe('Rp 1,5 M');
  });
});
