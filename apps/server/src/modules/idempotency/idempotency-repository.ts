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
 * Inserts the key inside the transaction that does the work, or takes over a row that no longer
 * counts: older than `expiredBefore`, or without an answer (left by a version that claimed keys
 * before the work; this one writes a row and its answer in one transaction). A concurrent claim
 * of the same key waits here until the first transaction ends: then it gets no row if that one
 * committed, and the key if it rolled back. Says whether this transaction owns the key.
 */
export async function claimKeyRow(
  tx: Transaction,
  claim: ClaimedKey,
  expiredBefore: Date,
): Promise<boolean> {
  const rows = await tx
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
      setWhere: or(lt(idempotencyKeys.createdAt, expiredBefore), isNull(idempotencyKeys.response)),
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

/** Stores the answer on this transaction's claim, to commit with the work it answers for. */
export async function saveResponse(
  tx: Transaction,
  claim: KeyRef,
  response: StoredResponse,
): Promise<void> {
  await tx.update(idempotencyKeys).set({ response }).where(matches(claim));
}

function matches({ scope, key }: KeyRef) {
  return and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
}
