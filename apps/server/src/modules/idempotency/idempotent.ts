import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { HOUR_MS } from '../../lib/durations';
import type { Transaction } from '../../lib/transaction';
import { parseIdempotencyKey, type IdempotencyHeader } from './idempotency-key';
import {
  claimKey,
  findKey,
  saveResponse,
  type ClaimedKey,
  type StoredResponse,
} from './idempotency-repository';

/**
 * A key lives a day (the hourly cleanup deletes it after that); an older one counts as new. A
 * retried submission arrives within minutes, so a day is generous.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * HOUR_MS;

export type IdempotentResult<Body> = { status: number; body: Body };
export type IdempotentOutcome<Body> = IdempotentResult<Body> & { replayed: boolean };

export type IdempotentOptions = {
  db: Database;
  /** What the key is for, e.g. `'orders'`: the same key in two scopes is two submissions. */
  scope: string;
  /** `idempotencyHeaderOf(request)`; validated here (missing or malformed → 400). */
  key: IdempotencyHeader;
  /** `hashRequest(validated data)`: the same key with other data is a 409 conflict. */
  requestHash: string;
  /** The app clock (`deps.now()`). */
  now: Date;
};

/** Rolls the claiming transaction back: the key belongs to another submission. */
class KeyTaken extends Error {}

/**
 * Runs `execute` at most once per (scope, key) and remembers its answer for a day. The key is
 * claimed inside the transaction `execute` writes in, and its answer is stored there too, so the
 * work, the key and the answer commit together or not at all:
 * - first time: claims the key, runs, stores `{ status, body }`, commits;
 * - same key and same data again: the stored answer, `replayed: true`, without running;
 * - same key, other data: 409 `idempotency_conflict`;
 * - same key while the first is still running (a double click, even on another server): its
 *   claim waits on the key's row until the first transaction ends, then replays its answer;
 * - `execute` throws, or the server dies mid-run: the transaction rolls back with its claim,
 *   so a retry runs again at once.
 * The body must be plain JSON; the first caller gets it back as a replay would (parsed JSON).
 */
export async function runIdempotent<Body>(
  options: IdempotentOptions,
  execute: (tx: Transaction) => Promise<IdempotentResult<Body>>,
): Promise<IdempotentOutcome<Body>> {
  const { db, scope, requestHash, now } = options;
  const claim: ClaimedKey = {
    scope,
    key: parseIdempotencyKey(options.key),
    requestHash,
    claimedAt: now,
  };
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);

  let answer: StoredResponse | undefined;
  try {
    answer = await db.transaction(async (tx) => {
      if (!(await claimKey(tx, claim, expiredBefore))) throw new KeyTaken();
      const result = await execute(tx);
      const stored: StoredResponse = {
        status: result.status,
        body: JSON.stringify(result.body ?? null),
      };
      await saveResponse(tx, claim, stored);
      return stored;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
  }
  if (answer) return { status: answer.status, body: parseBody(answer.body), replayed: false };

  const existing = await findKey(db, claim);
  // A refused claim saw a committed answer under 24 hours old; only a clock far off between two
  // servers could have let the cleanup delete it since. The client's retry then claims anew.
  if (!existing?.response) throw new Error(`idempotency key (${scope}) gone after a refused claim`);
  if (existing.requestHash !== requestHash) throw new AppError('idempotency_conflict');
  return {
    status: existing.response.status,
    body: parseBody(existing.response.body),
    replayed: true,
  };
}

function parseBody<Body>(text: string): Body {
  return JSON.parse(text) as Body;
}
