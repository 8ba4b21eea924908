import { TZDate } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from './dates';

/** A calendar day as the date fields and the URL write it: `2026-11-26`. */
export type CalendarDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayParts(day: CalendarDay): [number, number, number] | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === date;
  return real && year >= 1900 ? [year, month, date] : null;
}

/** A real calendar day written `yyyy-MM-dd` (no 31 November). */
export function isCalendarDay(value: string): boolean {
  return dayParts(value) !== null;
}

/** The instant a day starts in Asia/Jakarta (WIB: 00:00 is 17:00 UTC the day before). */
export function jakartaDayStart(day: CalendarDay): Date {
  const parts = dayParts(day);
  if (!parts) throw new RangeError(`not a calendar day: ${day}`);
  const [year, month, date] = parts;
  return new Date(new TZDate(year, month - 1, date, SHOP_TIME_ZONE).getTime());
}

/** The instant after a day ends in Asia/Jakarta: the start of the next day. */
export function jakartaDayEnd(day: CalendarDay): Date {
  const parts = dayParts(day);
  if (!parts) throw new RangeError(`not a calendar day: ${day}`);
  const [year, month, date] = parts;
  return new Date(new TZDate(year, month - 1, date + 1, SHOP_TIME_ZONE).getTime());
}

/** The Jakarta calendar day of an instant, `yyyy-MM-dd`. */
export function jakartaDay(value: Date | number): CalendarDay {
  const zoned = new TZDate(new Date(value).getTime(), SHOP_TIME_ZONE);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

/** Shifts a calendar day by whole days. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const parts = dayParts(day);
  if (!parts) throw new RangeError(`not a calendar day: ${day}`);
  const [year, month, date] = parts;
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export const QUICK_RANGES = ['today', 'last7', 'last30', 'thisMonth'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/**
 * The days of a quick choice in shop time, today included: "7 hari" is today and the six
 * days before it, "Bulan ini" the first of this month to today.
 */
export function quickRange(choice: QuickRange, now: Date): { from: CalendarDay; to: CalendarDay } {
  const today = jakartaDay(now);
  switch (choice) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** `20261101-20261130` (either end may be open: `-20261130`, `20261101-`); '' for no range. */
export function rangeFileStamp({ from, to }: { from?: CalendarDay; to?: CalendarDay }): string {
  if (!from && !to) return '';
  const compact = (day?: CalendarDay) => day?.replaceAll('-', '') ?? '';
  return `${compact(from)}-${compact(to)}`;
}
