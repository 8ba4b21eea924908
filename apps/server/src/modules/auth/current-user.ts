import type { SessionUser } from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import { readSessionToken } from './session-cookie';
import { resolveSession } from './session-service';

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null. Looked up once per request, then remembered. */
export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let user = resolved.get(request);
  if (!user) {
    const token = readSessionToken(request);
    const { database, secrets, now } = request.server.deps;
    const keys = { db: database.db, secret: secrets.sessionSecret };
    user = token ? resolveSession(keys, token, now()) : Promise.resolve(null);
    resolved.set(request, user);
  }
  return user;
}
