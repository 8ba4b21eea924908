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
