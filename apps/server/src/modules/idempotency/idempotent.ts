import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { HOUR_MS } from '../../lib/durations';
import type { Transaction } from '../../lib/transaction';
import { claimKeyRow, findKey, saveResponse, type KeyRef } from './idempotency-repository';
import { hashRequest } from './request-hash';

/*
 * The steps of an idempotent write (decision 014), which imports this file as `idempotency`:
 * `idempotency.claimOf(request, scope, data)` before its transaction, `idempotency.claimKey` first
 * in it and `idempotency.saveAnswer` last, and `idempotency.savedAnswer` when the claim was refused
 * (docs/architecture.md, "Writes whose transaction you can read").
 */

/**
 * A key lives a day (the hourly cleanup deletes it after that); an older one counts as new. A
 * retried submission arrives within minutes, so a day is generous.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * HOUR_MS;

export type IdempotentOutcome<Body> = { status: number; body: Body; replayed: boolean };

/** A submission's claim: what the key is for (e.g. `'orders'`), the key, and its data's hash. */
export type IdempotencyClaim = KeyRef & { requestHash: string };

/**
 * Reads the request's `Idempotency-Key` (missing, repeated or malformed: 400
 * `idempotency_key_invalid`) for `scope`, with `hashRequest(data)` of its validated data. A
 * write calls it after its rate limit and its body's fields, which are answered first.
 */
export function claimOf(
  request: Pick<FastifyRequest, 'headers'>,
  scope: string,
  data: unknown,
): IdempotencyClaim {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('idempotency_key_invalid');
  }
  return { scope, key, requestHash: hashRequest(data) };
}

/**
 * The first statement of the write's transaction (decision 014): whether this transaction owns
 * the key. A concurrent claim of the same key waits here until the first transaction ends; it
 * owns the key if that one rolled back (or the key is older than a day), and otherwise does no
 * work: its transaction ends and it answers `savedAnswer`.
 */
export function claimKey(tx: Transaction, claim: IdempotencyClaim, now: Date): Promise<boolean> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  return claimKeyRow(tx, { ...claim, claimedAt: now }, expiredBefore);
}

/**
 * The last statement of the write's transaction: stores the answer (plain JSON) on the claim, to
 * commit with the work it answers for, and gives it back as a replay will (parsed JSON).
 */
export async function saveAnswer<Body>(
  tx: Transaction,
  claim: IdempotencyClaim,
  status: number,
  body: Body,
): Promise<IdempotentOutcome<Body>> {
  const text = JSON.stringify(body ?? null);
  await saveResponse(tx, claim, { status, body: text });
  return { status, body: JSON.parse(text) as Body, replayed: false };
}

/**
 * The answer of the submission that holds the key this one could not claim: the same data gets
 * it again, `replayed: true`; other data is a 409 `idempotency_conflict`.
 */
export async function savedAnswer<Body>(
  db: Database,
  claim: IdempotencyClaim,
): Promise<IdempotentOutcome<Body>> {
  const existing = await findKey(db, claim);
  // A refused claim saw a committed answer under 24 hours old; only a clock far off between two
  // servers could have let the cleanup delete it since. The client's retry then claims anew.
  if (!existing?.response) {
    throw new Error(`idempotency key (${claim.scope}) gone after a refused claim`);
  }
  if (existing.requestHash !== claim.requestHash) throw new AppError('idempotency_conflict');
  const { status, body } = existing.response;
  return { status, body: JSON.parse(body) as Body, replayed: true };
}
