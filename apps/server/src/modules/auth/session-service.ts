import { createHmac, randomBytes } from 'node:crypto';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, type SessionUser } from '@toko/contracts';
import type { Database } from '../../db/database';
import {
  deleteExpiredSessionsOfUser,
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './sessions-repository';

const MINUTE_MS = 60_000;
const IDLE_MS = SESSION_IDLE_MINUTES * MINUTE_MS;
export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 60 * MINUTE_MS;
/** `last_seen_at` is refreshed at most this often, so a busy admin does not cause a write per request. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

/**
 * Only a keyed hash of the token is stored (HMAC with SESSION_SECRET): a leaked sessions table
 * can neither be replayed as cookies nor be checked against guessed tokens without the secret.
 */
export function sessionId(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

export type SessionKeys = { db: Database; secret: string };

/** Starts a session and returns the cookie token (256 random bits). */
export async function createSession(
  { db, secret }: SessionKeys,
  userId: string,
  now: Date,
): Promise<string> {
  await deleteExpiredSessionsOfUser(db, userId, now, new Date(now.getTime() - IDLE_MS));
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    id: sessionId(token, secret),
    userId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** The signed-in user for a cookie token, or null; an expired session is deleted on sight. */
export async function resolveSession(
  { db, secret }: SessionKeys,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  const id = sessionId(token, secret);
  const session = await findSessionWithUser(db, id);
  if (!session) return null;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (now >= session.expiresAt || idleFor >= IDLE_MS) {
    await deleteSession(db, id);
    return null;
  }
  if (idleFor >= TOUCH_INTERVAL_MS) await touchSession(db, id, now);
  return {
    id: session.userId,
    email: session.email,
    isAdmin: session.role !== null,
    role: session.role,
    twoFactorEnabled: session.twoFactorEnabled,
  };
}

export function destroySession({ db, secret }: SessionKeys, token: string): Promise<void> {
  return deleteSession(db, sessionId(token, secret));
}
