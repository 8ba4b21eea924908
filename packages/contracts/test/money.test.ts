import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the hand-made grouping (no Intl on a page load)', () => {
  const intlRupiah = new Intl.NumberFormat('id-ID', {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const intlCount = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
  const values = [
    0,
    -0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    12_345,
    999_999,
    1_000_000,
    2_999_000,
    123_456_789,
    0.5,
    -0.5,
    0.4,
    -0.4,
    2.5,
    -2.5,
    1500.5,
    999_999.5,
    -1_000_000,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    2 ** 60,
    1e21,
    NaN,
    Infinity,
    -Infinity,
  ];
  for (let power = 0; power < 16; power += 1) values.push(7 * 10 ** power + 3, -(10 ** power));

  it('gives exactly what Intl gives, for rupiah and for counts', () => {
    for (const value of values) {
      expect(formatRupiah(value), String(value)).toBe(intlRupiah.format(value));
      expect(formatCount(value), String(value)).toBe(intlCount.format(value));
    }
  });
});

describe('loading the formatters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('creates no Intl.NumberFormat to load the module or to format whole amounts', async () => {
    const constructed = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const money = await import('../src/money');
    money.formatRupiah(2_999_000);
    money.formatCount(198_535);
    expect(constructed).not.toHaveBeenCalled();
  });
});
