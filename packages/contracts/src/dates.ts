import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { id as indonesian } from 'date-fns/locale/id';

export const SHOP_TIME_ZONE = 'Asia/Jakarta';

/** Jakarta has kept WIB, UTC+7 without daylight saving, since 1 January 1964 (00:00 local). */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const WIB_SINCE_MS = Date.UTC(1963, 11, 31, 17, 0, 0);

function inJakarta(value: Date | string | number): TZDate {
  return new TZDate(new Date(value).getTime(), SHOP_TIME_ZONE);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The wall-clock fields in Jakarta by plain arithmetic: an export formats a date per row, and
 * the time-zone library's way costs about 100 times more (27 s per million rows). Instants
 * before WIB (older offsets) go through the time-zone database.
 */
function jakartaFields(value: Date | string | number) {
  const time = new Date(value).getTime();
  const local = time >= WIB_SINCE_MS ? new Date(time + WIB_OFFSET_MS) : null;
  if (!local) {
    const zoned = inJakarta(time);
    return {
      year: zoned.getFullYear(),
      month: zoned.getMonth() + 1,
      day: zoned.getDate(),
      hours: zoned.getHours(),
      minutes: zoned.getMinutes(),
      seconds: zoned.getSeconds(),
    };
  }
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
    seconds: local.getUTCSeconds(),
  };
}

/**
 * The Jakarta wall-clock time of an instant as milliseconds since 1970 read as UTC, to the
 * second: what a spreadsheet's date cell, which has no time zone, must hold to show shop time.
 */
export function jakartaWallClockMs(value: Date | string | number): number {
  const { year, month, day, hours, minutes, seconds } = jakartaFields(value);
  return Date.UTC(year, month - 1, day, hours, minutes, seconds);
}

/** Admin lists: `21/11/2026 14:05` (docs/product.md, "Admin lists"). */
export function formatAdminDate(value: Date | string | number): string {
  const { year, month, day, hours, minutes } = jakartaFields(value);
  return `${pad(day)}/${pad(month)}/${year} ${pad(hours)}:${pad(minutes)}`;
}

/**
 * Registration detail and success pages: `21 November 2026 14.05` (Indonesian month names, 24 h).
 */
export function formatLongDate(value: Date | string | number): string {
  return format(inJakarta(value), 'd MMMM yyyy HH.mm', { locale: indonesian });
}

/** Export file names: `orders_20261121_140500.csv` use `yyyyMMdd_HHmmss` in shop time. */
export function formatFileStamp(value: Date | string | number): string {
  const { year, month, day, hours, minutes, seconds } = jakartaFields(value);
  return `${year}${pad(month)}${pad(day)}_${pad(hours)}${pad(minutes)}${pad(seconds)}`;
}
