import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../lib/transaction';
import { SERVER_TIMEOUTS } from '../../http/server-timeouts';
import { parseIdempotencyKey } from './idempotency-key';
import {
  claimKey,
  findKey,
  releaseKey,
  saveResponse,
  type ClaimedKey,
} from './idempotency-repository';

const HOUR_MS = 3_600_000;
/** A key lives a day (the hourly cleanup deletes it after that); an older one counts as new. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * HOUR_MS;
/** Longer than any request may run: a claim still open after this was abandoned. */
export const IDEMPOTENCY_ABANDONED_MS = SERVER_TIMEOUTS.requestMs + 60_000;
/** How long a duplicate waits for the first request's answer before a 409 "in progress". */
export const IDEMPOTENCY_WAIT_MS = 5_000;
const POLL_INTERVAL_MS = 50;

export type IdempotentResult<Body> = { status: number; body: Body };
/**
 * Stores the answer inside the caller's transaction, so the row and its answer commit together:
 * a crash right after the commit leaves a replayable answer instead of an open claim.
 */
export type SaveAnswer<Body> = (tx: Transaction, result: IdempotentResult<Body>) => Promise<void>;
export type IdempotentOutcome<Body> = IdempotentResult<Body> & { replayed: boolean };

export type IdempotentOptions = {
  db: Database;
  /** What the key is for, e.g. `'orders'`: the same key in two scopes is two submissions. */
  scope: string;
  /** The raw `Idempotency-Key` header; validated here (missing or malformed → 400). */
  key: string | string[] | undefined;
  /** `hashRequest(validated data)`: the same key with other data is a 409 conflict. */
  requestHash: string;
  /** The app clock (`deps.now()`). */
  now: Date;
  waitMs?: number;
};

/**
 * Runs `execute` at most once per (scope, key) and remembers its answer for a day:
 * - first time: claims the key (insert … on conflict), runs, stores `{ status, body }`;
 * - same key and same data again: the stored answer, `replayed: true`, without running;
 * - same key, other data: 409 `idempotency_conflict`;
 * - same key while the first run is still going: waits up to `waitMs` for its answer and
 *   replays it, else 409 `idempotency_in_progress` (a double click gets the same answer);
 * - `execute` throws: the key is released and the error rethrown, so a retry runs again.
 * The body must be plain JSON; the first caller gets it back as a replay would (parsed JSON).
 * A request that dies mid-run leaves an open claim, which a retry takes over after
 * `IDEMPOTENCY_ABANDONED_MS`; only a crash in the instant between `execute` committing and
 * the answer being stored could then make that retry run twice.
 */
export async function runIdempotent<Body>(
  options: IdempotentOptions,
  execute: (saveAnswer: SaveAnswer<Body>) => Promise<IdempotentResult<Body>>,
): Promise<IdempotentOutcome<Body>> {
  const { db, scope, requestHash, now } = options;
  const claim: ClaimedKey = {
    scope,
    key: parseIdempotencyKey(options.key),
    requestHash,
    claimedAt: now,
  };
  const cutoffs = {
    expiredBefore: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
    abandonedBefore: new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS),
  };
  const deadline = performance.now() + (options.waitMs ?? IDEMPOTENCY_WAIT_MS);

  for (;;) {
    if (await claimKey(db, claim, cutoffs)) return executeClaimed(db, claim, execute);
    const existing = await findKey(db, claim);
    // Released between the two statements: the next claim decides again.
    if (!existing) continue;
    if (existing.requestHash !== requestHash) throw new AppError('idempotency_conflict');
    if (existing.response) {
      return {
        status: existing.response.status,
        body: parseBody(existing.response.body),
        replayed: true,
      };
    }
    if (performance.now() >= deadline) throw new AppError('idempotency_in_progress');
    await sleep(POLL_INTERVAL_MS);
  }
}

async function executeClaimed<Body>(
  db: Database,
  claim: ClaimedKey,
  execute: (saveAnswer: SaveAnswer<Body>) => Promise<IdempotentResult<Body>>,
): Promise<IdempotentOutcome<Body>> {
  let result: IdempotentResult<Body>;
  let saved = false;
  const saveAnswer: SaveAnswer<Body> = async (tx, answer) => {
    await saveResponse(tx, claim, { status: answer.status, body: serialize(answer.body) });
    saved = true;
  };
  try {
    result = await execute(saveAnswer);
  } catch (error) {
    // If even the release fails, the claim counts as abandoned later; the first error matters.
    await releaseKey(db, claim).catch(() => undefined);
    throw error;
  }
  const body = serialize(result.body);
  if (!saved) await saveResponse(db, claim, { status: result.status, body });
  return { status: result.status, body: parseBody(body), replayed: false };
}

function serialize(body: unknown): string {
  return JSON.stringify(body ?? null);
}

function parseBody<Body>(text: string): Body {
  return JSON.parse(text) as Body;
}
