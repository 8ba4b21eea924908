import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';

/** The first answer, kept as JSON text so that a replay is byte for byte the same. */
export type StoredResponse = { status: number; body: string };

export type KeyRef = { scope: string; key: string };

export type ClaimedKey = KeyRef & { requestHash: string; claimedAt: Date };

export type KeyRow = { requestHash: string; response: StoredResponse | null };

/**
 * Inserts the key as "in progress" (no response yet), or takes over a row that no longer
 * counts: older than `expiredBefore`, or still without a response since before
 * `abandonedBefore` (its request died). One statement, so of two concurrent claims exactly
 * one wins. Says whether this call now owns the key.
 */
export async function claimKey(
  db: Database,
  claim: ClaimedKey,
  cutoffs: { expiredBefore: Date; abandonedBefore: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      key: claim.key,
      requestHash: claim.requestHash,
      createdAt: claim.claimedAt,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: claim.requestHash, response: sql`null`, createdAt: claim.claimedAt },
      setWhere: or(
        lt(idempotencyKeys.createdAt, cutoffs.expiredBefore),
        and(
          isNull(idempotencyKeys.response),
          lt(idempotencyKeys.createdAt, cutoffs.abandonedBefore),
        ),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Database, ref: KeyRef): Promise<KeyRow | undefined> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(matches(ref));
  return row && { requestHash: row.requestHash, response: row.response as StoredResponse | null };
}

/** Stores the answer on the claim this request made (not on a later takeover of the key). */
export async function saveResponse(
  db: Database | Transaction,
  claim: ClaimedKey,
  response: StoredResponse,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response })
    .where(and(matches(claim), eq(idempotencyKeys.createdAt, claim.claimedAt)));
}

/** Gives the key back after a failed run, so that a retry runs again. */
export async function releaseKey(db: Database, claim: ClaimedKey): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        matches(claim),
        eq(idempotencyKeys.createdAt, claim.claimedAt),
        isNull(idempotencyKeys.response),
      ),
    );
}

function matches({ scope, key }: KeyRef) {
  return and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
}
