import { describe, expect, it } from 'vitest';
import {
  addDays,
  isCalendarDay,
  jakartaDay,
  jakartaDayEnd,
  jakartaDayStart,
  quickRange,
  rangeFileStamp,
} from '../src/list-dates';

describe('whole days in Asia/Jakarta', () => {
  it('starts a day at 00:00 WIB, 17:00 UTC the day before, and ends it at the next start', () => {
    expect(jakartaDayStart('2026-11-26').toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(jakartaDayEnd('2026-11-26').toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(jakartaDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(jakartaDayStart('2027-01-01').toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });

  it('reads the Jakarta day of instants on both sides of midnight UTC+7', () => {
    expect(jakartaDay(new Date('2026-11-25T16:59:59.999Z'))).toBe('2026-11-25');
    expect(jakartaDay(new Date('2026-11-25T17:00:00.000Z'))).toBe('2026-11-26');
    expect(jakartaDay(new Date('2026-11-26T16:59:59.999Z'))).toBe('2026-11-26');
  });

  it('knows the calendar and counts days across months and leap years', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-11-31')).toBe(false);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('gives the quick choices in shop time, today included', () => {
    // 23:30 UTC on 30 November is 06:30 on 1 December in Jakarta.
    const now = new Date('2026-11-30T23:30:00Z');
    expect(quickRange('today', now)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(quickRange('last7', now)).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(quickRange('last30', now)).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(quickRange('thisMonth', now)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('writes the range into a file name, an open end left empty', () => {
    expect(rangeFileStamp({ from: '2026-11-01', to: '2026-11-30' })).toBe('20261101-20261130');
    expect(rangeFileStamp({ from: '2026-11-01' })).toBe('20261101-');
    expect(rangeFileStamp({ to: '2026-11-30' })).toBe('-20261130');
    expect(rangeFileStamp({})).toBe('');
  });
});
