import type { RateLimit } from '@toko/contracts';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppMetrics, LimiterName } from '../../lib/app-metrics';
import {
  decrementRateLimit,
  deleteRateLimit,
  findRateLimit,
  incrementRateLimit,
  type RateLimitRule,
} from './rate-limit-repository';

export type { RateLimitRule } from './rate-limit-repository';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The error a refused hit throws; its `retryAfterSeconds` becomes the Retry-After header. */
export type Refusal = (retryAfterSeconds: number) => AppError;

const tooManyRequests: Refusal = (retryAfterSeconds) =>
  new AppError('too_many_requests', { retryAfterSeconds });

/** A limit of the contracts (in minutes) as the repository counts it (in seconds). */
export function ruleOf(limit: RateLimit): RateLimitRule {
  return {
    max: limit.max,
    windowSeconds: limit.windowMinutes * 60,
    blockSeconds: limit.blockMinutes * 60,
  };
}

/** The database it counts in, and the metrics its refusals are counted in. */
export type RateLimitDeps = { db: Database; metrics: AppMetrics };

export const rateLimitDepsOf = (deps: Pick<AppDeps, 'database' | 'metrics'>): RateLimitDeps => ({
  db: deps.database.db,
  metrics: deps.metrics,
});

/**
 * Fixed-window limiter over the `rate_limits` table: `max` hits per window, then a block.
 * `name` labels its refusals in the metrics.
 */
export function createRateLimiter(
  { db, metrics }: RateLimitDeps,
  name: LimiterName,
  rule: RateLimitRule,
) {
  /** The one place a limiter refuses: every refusal is counted here. */
  function refusal(blockedUntil: Date | null, now: Date): RateLimitDecision {
    metrics.countRefusal(name);
    const remainingMs = blockedUntil ? blockedUntil.getTime() - now.getTime() : 0;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }
  /** Counts `amount` hits (one by default) and says whether they are within the limit. */
  async function consume(key: string, now: Date, amount = 1): Promise<RateLimitDecision> {
    const { count, blockedUntil } = await incrementRateLimit(db, key, rule, now, amount);
    if (count <= rule.max && !(blockedUntil && blockedUntil > now)) return { allowed: true };
    return refusal(blockedUntil, now);
  }
  return {
    consume,
    /** Counts the hit and throws `refuse` (by default a 429) when it is over the limit. */
    async enforce(key: string, now: Date, refuse: Refusal = tooManyRequests): Promise<void> {
      const decision = await consume(key, now);
      if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
    },
    /**
     * Counts `amount` hits already taken (e.g. bytes received) without refusing them: past the
     * limit the block begins, and `check` refuses what comes next.
     */
    async record(key: string, now: Date, amount: number): Promise<void> {
      await incrementRateLimit(db, key, rule, now, amount);
    },
    /** Whether the key is blocked now, without counting a hit. */
    async check(key: string, now: Date): Promise<RateLimitDecision> {
      const blockedUntil = (await findRateLimit(db, key))?.blockedUntil;
      if (!blockedUntil || blockedUntil <= now) return { allowed: true };
      return refusal(blockedUntil, now);
    },
    /** Gives one hit back, e.g. an attempt that turned out to be legitimate. */
    refund: (key: string) => decrementRateLimit(db, key),
    reset: (key: string) => deleteRateLimit(db, key),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** More hits than a window can hold: a counter that never blocks. */
const NEVER_BLOCKS = 2 ** 31 - 1;

/**
 * Whether `key` is seen for the first time in a window of `windowSeconds`: true once per window,
 * however many requests ask at once (e.g. to count a submission once, not each of its retries).
 */
export async function firstInWindow(
  db: Database,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<boolean> {
  const rule = { max: NEVER_BLOCKS, windowSeconds, blockSeconds: 0 };
  const { count } = await incrementRateLimit(db, key, rule, now);
  return count === 1;
}
