import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { id as indonesian } from 'date-fns/locale/id';

export const SHOP_TIME_ZONE = 'Asia/Jakarta';

function inJakarta(value: Date | string | number): TZDate {
  return new TZDate(new Date(value).getTime(), SHOP_TIME_ZONE);
}

/** Admin lists: `21/11/2026 14:05` (SPEC §9). */
export function formatAdminDate(value: Date | string | number): string {
  return format(inJakarta(value), 'dd/MM/yyyy HH:mm');
}

/** Registration detail and success pages: `21 November 2026 14.05` (Indonesian month names, 24 h). */
export function formatLongDate(value: Date | string | number): string {
  return format(inJakarta(value), 'd MMMM yyyy HH.mm', { locale: indonesian });
}

/** Export file names: `orders_20261121_140500.csv` use `yyyyMMdd_HHmmss` in shop time. */
export function formatFileStamp(value: Date | string | number): string {
  return format(inJakarta(value), 'yyyyMMdd_HHmmss');
}
