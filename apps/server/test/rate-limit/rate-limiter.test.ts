import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { rateLimits } from '../../src/db/schema';
import { AppError } from '../../src/http/app-error';
import { createRateLimiter, firstInWindow } from '../../src/modules/rate-limit/rate-limiter';
import { createAppMetrics } from '../../src/lib/app-metrics';
import { openTestDatabase } from '../helpers/test-database';

const NO_METRICS = createAppMetrics(false);

const rule = { max: 3, windowSeconds: 60, blockSeconds: 120 };

describe('rate limiter', () => {
  let database: DatabaseHandle;
  const start = new Date('2026-01-01T00:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('allows `max` hits in a window, then blocks without extending the block', async () => {
    const limiter = createRateLimiter({ db: database.db, metrics: NO_METRICS }, 'order', rule);
    for (let hit = 0; hit < rule.max; hit += 1) {
      expect(await limiter.consume('block', at(hit))).toEqual({ allowed: true });
    }
    expect(await limiter.consume('block', at(10))).toEqual({
      allowed: false,
      retryAfterSeconds: 120,
    });
    expect(await limiter.consume('block', at(70))).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(await limiter.consume('block', at(130))).toEqual({ allowed: true });
    expect(await limiter.consume('block', at(131))).toEqual({ allowed: true });
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = createRateLimiter({ db: database.db, metrics: NO_METRICS }, 'order', rule);
    for (let hit = 0; hit < rule.max; hit += 1) await limiter.consume('window', at(hit));
    for (let hit = 0; hit < rule.max; hit += 1) {
      expect(await limiter.consume('window', at(60 + hit))).toEqual({ allowed: true });
    }
  });

  it('enforces the limit by throwing a 429 with the wait, or the refusal it is given', async () => {
    const limiter = createRateLimiter({ db: database.db, metrics: NO_METRICS }, 'order', rule);
    for (let hit = 0; hit < rule.max; hit += 1) await limiter.enforce('enforce', at(hit));
    await expect(limiter.enforce('enforce', at(10))).rejects.toMatchObject({
      statusCode: 429,
      code: 'too_many_requests',
      retryAfterSeconds: 120,
    });
    const refusal = new AppError('too_many_registration_attempts');
    await expect(limiter.enforce('enforce', at(11), () => refusal)).rejects.toBe(refusal);
  });

  it('keeps keys apart, and can refund and reset', async () => {
    const limiter = createRateLimiter({ db: database.db, metrics: NO_METRICS }, 'order', rule);
    for (let hit = 0; hit < rule.max; hit += 1) await limiter.consume('a', at(hit));
    expect(await limiter.consume('b', at(5))).toEqual({ allowed: true });

    await limiter.refund('a');
    expect(await limiter.consume('a', at(6))).toEqual({ allowed: true });
    expect((await limiter.consume('a', at(7))).allowed).toBe(false);

    await limiter.reset('a');
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'a'))).toEqual([]);
    expect(await limiter.consume('a', at(8))).toEqual({ allowed: true });
  });

  it('never lets concurrent hits past the limit', async () => {
    const limiter = createRateLimiter({ db: database.db, metrics: NO_METRICS }, 'order', {
      max: 5,
      windowSeconds: 600,
      blockSeconds: 600,
    });
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => limiter.consume('burst', at(0))),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'burst'));
    expect(row?.count).toBe(20);
  });

  it('checks a block without counting a hit', async () => {
    const limiter = createRateLimiter({ db: database.db, metrics: NO_METRICS }, 'order', rule);
    expect(await limiter.check('peek', at(0))).toEqual({ allowed: true });
    for (let hit = 0; hit < rule.max; hit += 1) await limiter.consume('peek', at(hit));
    for (let look = 0; look < 10; look += 1) {
      expect(await limiter.check('peek', at(5))).toEqual({ allowed: true });
    }
    expect((await limiter.consume('peek', at(6))).allowed).toBe(false);
    expect(await limiter.check('peek', at(66))).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limiter.check('peek', at(126))).toEqual({ allowed: true });
  });

  it('records an amount taken without refusing it, and refuses what comes after the limit', async () => {
    const limiter = createRateLimiter({ db: database.db, metrics: NO_METRICS }, 'order', rule);
    await limiter.record('bytes', at(0), 2);
    expect(await limiter.check('bytes', at(1))).toEqual({ allowed: true });
    await limiter.record('bytes', at(2), 5);
    expect(await limiter.check('bytes', at(3))).toEqual({
      allowed: false,
      retryAfterSeconds: 119,
    });
    expect(await limiter.check('bytes', at(122))).toEqual({ allowed: true });
  });

  it('counts each refusal under its limiter name, never its key', async () => {
    const metrics = createAppMetrics(true);
    const limiter = createRateLimiter({ db: database.db, metrics }, 'qris-picture', rule);
    for (let hit = 0; hit <= rule.max; hit += 1) await limiter.consume('203.0.113.9', at(hit));
    await limiter.check('203.0.113.9', at(10));
    const text = await metrics.registry!.metrics();
    expect(text).toContain('toko_rate_limit_refusals_total{limiter="qris-picture"} 2');
    expect(text).not.toContain('203.0.113.9');
  });

  it('says a key is new once per window, however many ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => firstInWindow(database.db, 'seen', 60, at(0))),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await firstInWindow(database.db, 'seen', 60, at(59))).toBe(false);
    expect(await firstInWindow(database.db, 'seen', 60, at(60))).toBe(true);
  });
});
