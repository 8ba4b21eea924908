import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatFileStamp, formatLongDate } from '../src/dates';

// 07:05 UTC is 14:05 in Jakarta (WIB, UTC+7, no daylight saving).
const instant = '2026-11-21T07:05:09Z';

describe('dates in Asia/Jakarta', () => {
  it('formats the admin list date as dd/MM/yyyy HH:mm', () => {
    expect(formatAdminDate(instant)).toBe('21/11/2026 14:05');
  });

  it('crosses midnight into the next Jakarta day', () => {
    expect(formatAdminDate('2026-12-31T17:30:00Z')).toBe('01/01/2027 00:30');
  });

  it('formats the long date with the Indonesian month name and 24-hour time', () => {
    expect(formatLongDate(instant)).toBe('21 November 2026 14.05');
    expect(formatLongDate('2026-08-17T03:00:00Z')).toBe('17 Agustus 2026 10.00');
    expect(formatLongDate('2026-02-01T15:45:00Z')).toBe('1 Februari 2026 22.45');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatAdminDate(new Date(instant))).toBe('21/11/2026 14:05');
    expect(formatAdminDate(Date.parse(instant))).toBe('21/11/2026 14:05');
  });

  it('stamps export file names as yyyyMMdd_HHmmss', () => {
    expect(formatFileStamp(instant)).toBe('20261121_140509');
  });
});

describe('the fast Jakarta arithmetic', () => {
  const viaTimeZoneDatabase = (instant: number) =>
    format(new TZDate(instant, 'Asia/Jakarta'), 'dd/MM/yyyy HH:mm');

  it('agrees with the time-zone database for instants from 1964 to 2100', () => {
    const start = Date.UTC(1963, 11, 31, 17, 0, 0);
    const end = Date.UTC(2100, 0, 1);
    let seed = 7;
    for (let index = 0; index < 2000; index += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const instant = start + Math.floor((seed / 2147483648) * (end - start));
      expect(formatAdminDate(instant)).toBe(viaTimeZoneDatabase(instant));
    }
  });

  it('uses the older offsets before WIB began in 1964', () => {
    // 1950: Jakarta was UTC+7:30.
    expect(formatAdminDate('1950-06-01T00:00:00Z')).toBe('01/06/1950 07:30');
    expect(formatFileStamp('1963-12-31T16:59:59Z')).toBe(viaStamp('1963-12-31T16:59:59Z'));
  });
});

function viaStamp(instant: string) {
  return format(new TZDate(Date.parse(instant), 'Asia/Jakarta'), 'yyyyMMdd_HHmmss');
}
