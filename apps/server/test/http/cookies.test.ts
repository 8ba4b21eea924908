import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearCookie, readCookie, setCookie, type CookieOptions } from '../../src/http/cookies';

const OPTIONS: CookieOptions = { httpOnly: true, sameSite: 'strict', path: '/', secure: false };

/** A real Fastify app with one route that reads `a` and sets cookies as `plan` says. */
async function answer(plan: (reply: Parameters<typeof setCookie>[0]) => void, cookie?: string) {
  const app = Fastify();
  app.get('/', (request, reply) => {
    plan(reply);
    reply.send({ a: readCookie(request, 'a') ?? null, b: readCookie(request, 'b') ?? null });
  });
  const response = await app.inject({ url: '/', headers: cookie ? { cookie } : {} });
  await app.close();
  return {
    body: response.json<{ a: string | null; b: string | null }>(),
    set: response.headers['set-cookie'],
  };
}

describe('cookies, read when asked and set without a plugin', () => {
  it('reads a named cookie, decoded, and nothing from an empty or missing header', async () => {
    expect((await answer(() => {}, 'b=2; a=h%C3%A9llo')).body).toEqual({ a: 'héllo', b: '2' });
    expect((await answer(() => {}, 'a=')).body).toEqual({ a: null, b: null });
    expect((await answer(() => {})).body).toEqual({ a: null, b: null });
  });

  it('sets each name once, the last value winning, beside other names', async () => {
    const { set } = await answer((reply) => {
      setCookie(reply, 'a', 'first', OPTIONS);
      setCookie(reply, 'b', 'kept', { ...OPTIONS, path: '/api', maxAge: 60 });
      setCookie(reply, 'a', 'second', { ...OPTIONS, secure: true });
    });
    expect(set).toEqual([
      'b=kept; Max-Age=60; Path=/api; HttpOnly; SameSite=Strict',
      'a=second; Path=/; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('clears a cookie: empty, expired at once, same path', async () => {
    const { set } = await answer((reply) => clearCookie(reply, 'a', { ...OPTIONS, path: '/x' }));
    expect(set).toEqual([
      'a=; Max-Age=0; Path=/x; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict',
    ]);
  });
});
