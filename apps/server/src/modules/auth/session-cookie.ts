import { SESSION_COOKIE_NAME } from '@toko/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, readCookie, setCookie, type CookieOptions } from '../../http/cookies';
import { SESSION_ABSOLUTE_MS } from './session-service';

function cookieOptions(request: FastifyRequest): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.protocol === 'https',
  };
}

/** Unsigned on purpose: 256 random bits looked up by their hash; a signature would add nothing. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request, SESSION_COOKIE_NAME);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  setCookie(reply, SESSION_COOKIE_NAME, token, {
    ...cookieOptions(request),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  clearCookie(reply, SESSION_COOKIE_NAME, cookieOptions(request));
}
