import { createHmac, timingSafeEqual } from 'node:crypto';
import { PENDING_LOGIN_COOKIE_NAME, TWO_FACTOR } from '@toko/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, readCookie, setCookie, type CookieOptions } from '../../http/cookies';

const PENDING_MS = TWO_FACTOR.pendingLoginMinutes * 60_000;
/** Sent only to the sign-in calls that read it. */
const COOKIE_PATH = '/api/auth/login';

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`pending-login:${payload}`).digest('base64url');
}

/**
 * The password was right, a code is still due: `userId.expiresAtMs.signature`, signed with
 * SESSION_SECRET. It is not a session: it only lets its holder try codes until it expires.
 */
export function signPendingLogin(secret: string, userId: string, now: Date): string {
  const payload = `${userId}.${now.getTime() + PENDING_MS}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The user id, or null for a missing, altered or expired value. */
export function verifyPendingLogin(secret: string, value: string, now: Date): string | null {
  const [userId, expiresAt, given, ...rest] = value.split('.');
  if (!userId || !expiresAt || !given || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, `${userId}.${expiresAt}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return now.getTime() < Number(expiresAt) ? userId : null;
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
