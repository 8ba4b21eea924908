import { randomBytes } from 'node:crypto';
import { PENDING_LOGIN_COOKIE_NAME, TWO_FACTOR } from '@toko/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { clearCookie, readCookie, setCookie, type CookieOptions } from '../../http/cookies';
import { sessionId } from './session-service';
import { findPendingLogin, insertPendingLogin, takePendingLogin } from './sessions-repository';

const PENDING_MS = TWO_FACTOR.pendingLoginMinutes * 60_000;
/** Sent only to the sign-in calls that read it. */
const COOKIE_PATH = '/api/auth/login';

type PendingKeys = { db: Database; secret: string };

/**
 * The password was right, a code is still due: a row of `pending_logins` (its id the keyed hash
 * of the cookie's token, as for sessions). It is not a session: it only lets its holder try codes
 * until it expires, is used once (`takePendingLogin`), or a security change of its user voids it
 * (`endSessionsOfUser`). Returns the cookie's token.
 */
export async function startPendingLogin(
  { db, secret }: PendingKeys,
  userId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PENDING_MS);
  await insertPendingLogin(db, { id: sessionId(token, secret), userId, expiresAt }, now);
  return token;
}

/** The user whose pending sign-in this token is, or null for a missing, used or expired one. */
export function pendingLoginUser({ db, secret }: PendingKeys, token: string, now: Date) {
  return findPendingLogin(db, sessionId(token, secret), now);
}

/** Uses the pending sign-in up; false when another request used it first, or it was voided. */
export function usePendingLogin({ db, secret }: PendingKeys, token: string, now: Date) {
  return takePendingLogin(db, sessionId(token, secret), now);
}

function cookieOptions(request: FastifyRequest): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
  };
}

export function readPendingLogin(request: FastifyRequest): string | undefined {
  return readCookie(request, PENDING_LOGIN_COOKIE_NAME);
}

export function setPendingLoginCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  setCookie(reply, PENDING_LOGIN_COOKIE_NAME, value, {
    ...cookieOptions(request),
    maxAge: PENDING_MS / 1000,
  });
}

export function clearPendingLoginCookie(request: FastifyRequest, reply: FastifyReply) {
  clearCookie(reply, PENDING_LOGIN_COOKIE_NAME, cookieOptions(request));
}
