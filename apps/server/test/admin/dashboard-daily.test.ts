import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, registrations } from '../../src/db/schema';
import { addDays, dailyStats, shopDay } from '../../src/modules/admin/stats/daily-repository';
import type { TestApp } from '../helpers/test-app';
import { signedInTestApp } from '../helpers/users';
import { orderRow } from '../lib/order-rows';
import { registrationRow } from './registration-rows';

/** 17:00 on 23 November 2026 in Jakarta (UTC+7). */
const NOW = new Date('2026-11-23T10:00:00Z');
const utc = (text: string) => new Date(`${text}Z`);

describe('dashboard chart: GET /api/admin/stats/daily', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => ({ testApp, cookie } = await signedInTestApp()));
  afterAll(() => testApp.close());

  it('names shop days in Asia/Jakarta', () => {
    expect(shopDay(utc('2026-11-22T16:59:59'))).toBe('2026-11-22');
    expect(shopDay(utc('2026-11-22T17:00:00'))).toBe('2026-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/stats/daily' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 30 zero-filled days ending today for an admin', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/stats/daily',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const { days } = response.json();
    expect(days).toHaveLength(30);
    expect(days.at(-1).date).toBe(shopDay(new Date()));
    expect(days[0].date).toBe(addDays(shopDay(new Date()), -29));
  });

  it('counts live rows per Jakarta day, zero-fills, and sums paid orders by paid day', async () => {
    const { db } = testApp.deps.database;
    await db.insert(orders).values([
      // 22 November, 23:59:59 in Jakarta.
      orderRow(1, { createdAt: utc('2026-11-22T16:59:59'), status: 'pending' }),
      // 23 November, 00:00 in Jakarta; paid the same day.
      orderRow(2, {
        createdAt: utc('2026-11-22T17:00:00'),
        status: 'paid',
        total: 2_999_000,
        paidAt: utc('2026-11-23T01:00:00'),
      }),
      // Created 22 November, paid 23 November (Jakarta).
      orderRow(3, {
        createdAt: utc('2026-11-22T05:00:00'),
        status: 'paid',
        total: 649_000,
        paidAt: utc('2026-11-22T18:00:00'),
      }),
      // Paid once, refunded since: not a paid order any more.
      orderRow(4, {
        createdAt: utc('2026-11-22T05:00:00'),
        status: 'refunded',
        total: 349_000,
        paidAt: utc('2026-11-22T06:00:00'),
      }),
      // Soft-deleted: left out everywhere.
      orderRow(5, {
        createdAt: utc('2026-11-22T05:00:00'),
        status: 'paid',
        total: 1_000_000,
        paidAt: utc('2026-11-22T06:00:00'),
        deletedAt: utc('2026-11-22T07:00:00'),
      }),
      // First day of the range (25 October, 00:00 in Jakarta) and the day before it.
      orderRow(6, { createdAt: utc('2026-10-24T17:00:00') }),
      orderRow(7, { createdAt: utc('2026-10-24T16:59:59') }),
      // Tomorrow in Jakarta: not shown.
      orderRow(8, { createdAt: utc('2026-11-23T17:00:00') }),
    ]);
    await db.insert(registrations).values([
      registrationRow(1, { createdAt: utc('2026-11-23T09:00:00') }),
      registrationRow(2, { createdAt: utc('2026-11-23T09:30:00') }),
      registrationRow(3, { createdAt: utc('2026-11-20T09:30:00') }),
      registrationRow(4, {
        createdAt: utc('2026-11-23T09:30:00'),
        deletedAt: utc('2026-11-23T09:40:00'),
      }),
    ]);

    const { days } = await dailyStats(db, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-10-25', orders: 1, registrations: 0, paidValue: 0 });
    expect(days.at(-1)).toEqual({
      date: '2026-11-23',
      orders: 1,
      registrations: 2,
      paidValue: 2_999_000 + 649_000,
    });
    expect(days.at(-2)).toEqual({ date: '2026-11-22', orders: 3, registrations: 0, paidValue: 0 });
    expect(days.find((day) => day.date === '2026-11-20')).toMatchObject({ registrations: 1 });
    const others = days.filter(
      (day) => !['2026-10-25', '2026-11-20', '2026-11-22', '2026-11-23'].includes(day.date),
    );
    expect(others).toHaveLength(26);
    expect(others.every((day) => day.orders + day.registrations + day.paidValue === 0)).toBe(true);
  });
});
