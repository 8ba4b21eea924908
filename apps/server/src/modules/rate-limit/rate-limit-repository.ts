import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimits } from '../../db/schema';

export type RateLimitRule = {
  /** Hits allowed inside one window; the next one starts the block. */
  max: number;
  windowSeconds: number;
  blockSeconds: number;
};

export type RateLimitCounter = { count: number; blockedUntil: Date | null };

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts `amount` hits (1, or e.g. the KiB of an upload) in a single upsert, so concurrent
 * requests (even on several server instances) can never both slip under the limit. A new window starts when the old one has
 * passed without a block, or when the block has ended; a running block is never extended.
 */
export async function incrementRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: Date,
  amount = 1,
): Promise<RateLimitCounter> {
  const windowStartCutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
  const blockEnd = new Date(now.getTime() + rule.blockSeconds * 1000);
  const restarts = sql`(
    (${rateLimits.blockedUntil} is null and ${rateLimits.windowStartedAt} <= ${timestamp(windowStartCutoff)})
    or ${rateLimits.blockedUntil} <= ${timestamp(now)}
  )`;
  const blockFirstHit = amount > rule.max ? blockEnd : null;

  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, windowStartedAt: now, blockedUntil: blockFirstHit })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${restarts} then ${amount} else ${rateLimits.count} + ${amount} end`,
        windowStartedAt: sql`case when ${restarts} then ${timestamp(now)} else ${rateLimits.windowStartedAt} end`,
        blockedUntil: sql`case
          when ${restarts} then ${blockFirstHit ? timestamp(blockFirstHit) : sql`null`}
          when ${rateLimits.blockedUntil} is not null then ${rateLimits.blockedUntil}
          when ${rateLimits.count} + ${amount} > ${rule.max} then ${timestamp(blockEnd)}
          else null
        end`,
      },
    })
    .returning({ count: rateLimits.count, blockedUntil: rateLimits.blockedUntil });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** The key's counter as it stands, without counting a hit; undefined when it has none. */
export async function findRateLimit(
  db: Database,
  key: string,
): Promise<RateLimitCounter | undefined> {
  const [row] = await db
    .select({ count: rateLimits.count, blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row;
}

/** Takes back one hit (a success that should not count), never below zero. */
export async function decrementRateLimit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function deleteRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
