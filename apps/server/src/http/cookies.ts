import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';

export type CookieOptions = {
  httpOnly: true;
  sameSite: 'strict';
  path: string;
  secure: boolean;
  maxAge?: number;
  expires?: Date;
};

/**
 * A cookie the request carries, parsed when a route asks: most requests read none, and a
 * parsing hook (what @fastify/cookie adds) would run on every one of them.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[name] || undefined : undefined;
}

/** Adds a Set-Cookie to the answer; one set earlier in it under the same name is replaced. */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions,
) {
  const header = stringifySetCookie({ name, value, ...options });
  const earlier = reply.getHeader('set-cookie');
  const kept = (Array.isArray(earlier) ? earlier : earlier ? [String(earlier)] : []).filter(
    (cookie) => !cookie.startsWith(`${name}=`),
  );
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...kept, header]);
}

/** Tells the browser to forget a cookie: empty, expired, with the path it was set with. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions) {
  setCookie(reply, name, '', { ...options, maxAge: 0, expires: new Date(0) });
}
