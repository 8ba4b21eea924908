import { describe, expect, it } from 'vitest';
import { hasValidNikBirthDate, isNikFormat } from '../src/nik';
import { digitsOnly, isIndonesianPhone, toIndonesianE164 } from '../src/phone';

describe('Indonesian phone numbers', () => {
  it('accepts 0 and 9 to 14 digits, with separators removed', () => {
    expect(isIndonesianPhone('0812345678')).toBe(true); // 10 digits
    expect(isIndonesianPhone('081234567')).toBe(false); // 9
    expect(isIndonesianPhone('081234567890123')).toBe(true); // 15
    expect(isIndonesianPhone('0812345678901234')).toBe(false); // 16
    expect(isIndonesianPhone('0812 3456.78-90_1/2')).toBe(true);
  });

  it('accepts +62 and 8 to 13 digits', () => {
    expect(isIndonesianPhone('+6281234567')).toBe(true); // 8 after +62
    expect(isIndonesianPhone('+628123456')).toBe(false); // 7
    expect(isIndonesianPhone('+62 812-3456-7890-1')).toBe(true); // 13
    expect(isIndonesianPhone('+6281234567890123')).toBe(false); // 14
    expect(isIndonesianPhone('62812345678')).toBe(false);
    expect(isIndonesianPhone('08123abc567')).toBe(false);
  });

  it('gives the E.164 form', () => {
    expect(toIndonesianE164('0812-3456-7890')).toBe('+6281234567890');
    expect(toIndonesianE164('+62 812 3456 7890')).toBe('+6281234567890');
    expect(toIndonesianE164('12345')).toBeNull();
  });

  it('keeps only digits up to a length', () => {
    expect(digitsOnly('12a3-45 678', 5)).toBe('12345');
  });
});

describe('NIK', () => {
  it('is exactly 16 digits', () => {
    expect(isNikFormat('3171011505900001')).toBe(true);
    expect(isNikFormat('317101150590000')).toBe(false);
    expect(isNikFormat('31710115059000011')).toBe(false);
    expect(isNikFormat('317101150590000a')).toBe(false);
  });

  it('carries a real birth date, day + 40 for women, whatever the region code', () => {
    expect(hasValidNikBirthDate('3171011505900001')).toBe(true); // 15 May
    expect(hasValidNikBirthDate('9999995505900001')).toBe(true); // woman, 15 May
    expect(hasValidNikBirthDate('3171013112900001')).toBe(true); // 31 Dec
    expect(hasValidNikBirthDate('3171017112900001')).toBe(true); // woman, 31 Dec
    expect(hasValidNikBirthDate('3171010001900001')).toBe(false); // day 00
    expect(hasValidNikBirthDate('3171013201900001')).toBe(false); // day 32
    expect(hasValidNikBirthDate('3171014001900001')).toBe(false); // day 40
    expect(hasValidNikBirthDate('3171017201900001')).toBe(false); // day 72
    expect(hasValidNikBirthDate('3171011500900001')).toBe(false); // month 00
    expect(hasValidNikBirthDate('3171011513900001')).toBe(false); // month 13
    expect(hasValidNikBirthDate('3171013104900001')).toBe(false); // 31 April
    expect(hasValidNikBirthDate('3171012902920001')).toBe(true); // 29 Feb 1992
    expect(hasValidNikBirthDate('3171012902930001')).toBe(false); // 29 Feb 1993
  });
});
