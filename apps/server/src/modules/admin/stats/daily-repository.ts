import { DASHBOARD_CHART_DAYS, SHOP_TIME_ZONE, type AdminDailyStats } from '@toko/contracts';
import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { orders, registrations } from '../../../db/schema';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `yyyy-MM-dd` of `now` in shop time. */
export function shopDay(now: Date): string {
  return dayFormat.format(now);
}

/** The calendar day `offset` days after `day` (both `yyyy-MM-dd`). */
export function addDays(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

// The zone is a literal, not a parameter: GROUP BY must see the same expression as the SELECT.
const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Start of a shop day as a timestamptz: midnight in Asia/Jakarta. */
const midnight = (day: string) => sql`(${day}::date)::timestamp at time zone ${ZONE}`;
/** The shop day of a timestamp: what the queries group by (formatted once per group). */
const dayKey = (column: AnyPgColumn) => sql`(${column} at time zone ${ZONE})::date`;
const dayOf = (column: AnyPgColumn) => sql<string>`to_char(${dayKey(column)}, 'YYYY-MM-DD')`;

/**
 * New orders and registrations per shop day over the last `days` days (today included), and the
 * value of paid orders by the day they were paid; live rows only, zero-filled, oldest first.
 * Each query reads one time range of one index alone (index-only: the live created_at indexes,
 * `orders_paid_day_idx`).
 */
export async function dailyStats(
  db: Database,
  now: Date,
  days = DASHBOARD_CHART_DAYS,
): Promise<AdminDailyStats> {
  const today = shopDay(now);
  const first = addDays(today, -(days - 1));
  const inRange = (column: AnyPgColumn): SQL | undefined =>
    and(gte(column, midnight(first)), lt(column, midnight(addDays(today, 1))));

  const [orderDays, registrationDays, paidDays] = await Promise.all([
    db
      .select({ day: dayOf(orders.createdAt), value: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(isNull(orders.deletedAt), inRange(orders.createdAt)))
      .groupBy(dayKey(orders.createdAt)),
    db
      .select({
        day: dayOf(registrations.createdAt),
        value: sql<number>`count(*)`.mapWith(Number),
      })
      .from(registrations)
      .where(and(isNull(registrations.deletedAt), inRange(registrations.createdAt)))
      .groupBy(dayKey(registrations.createdAt)),
    db
      .select({
        day: dayOf(orders.paidAt),
        value: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(and(isNull(orders.deletedAt), eq(orders.status, 'paid'), inRange(orders.paidAt)))
      .groupBy(dayKey(orders.paidAt)),
  ]);

  const byDay = (rows: { day: string; value: number }[]) =>
    new Map(rows.map((row) => [row.day, row.value]));
  const orderCounts = byDay(orderDays);
  const registrationCounts = byDay(registrationDays);
  const paidValues = byDay(paidDays);
  return {
    days: Array.from({ length: days }, (_, index) => {
      const date = addDays(first, index);
      return {
        date,
        orders: orderCounts.get(date) ?? 0,
        registrations: registrationCounts.get(date) ?? 0,
        paidValue: paidValues.get(date) ?? 0,
      };
    }),
  };
}
