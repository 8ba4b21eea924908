import { SESSION_IDLE_MINUTES } from '@toko/contracts';
import { and, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys, rateLimits, sessions } from '../../db/schema';
import { HOUR_MS } from '../../lib/durations';
import { IDEMPOTENCY_KEY_TTL_MS } from '../idempotency/idempotent';

/** Longer than any rate-limit window or block in use, so no live counter is dropped. */
const RATE_LIMIT_RETENTION_MS = 24 * HOUR_MS;

export type CleanupCounts = { sessions: number; rateLimits: number; idempotencyKeys: number };

/** Deletes rows that can no longer matter: ended sessions, stale counters, old submission keys. */
export async function deleteExpiredRows(db: Database, now: Date): Promise<CleanupCounts> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000);
  const endedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  const staleCounters = await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.windowStartedAt, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS)),
        or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now)),
      ),
    )
    .returning({ key: rateLimits.key });
  const oldKeys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return {
    sessions: endedSessions.length,
    rateLimits: staleCounters.length,
    idempotencyKeys: oldKeys.length,
  };
}
