import {
  loginRequestSchema,
  loginResponseSchema,
  sessionResponseSchema,
  setupAdminRequestSchema,
  type SessionResponse,
  setupAdminResponseSchema,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPendingLoginCookie, startPendingLogin } from './pending-login';
import { getSessionUser } from './current-user';
import { authenticate } from './login-service';
import { rateLimitDepsOf } from '../rate-limit/rate-limiter';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import { createSession, destroySession } from './session-service';
import { anyStaff } from './users-repository';

/** A browser without a session cookie: checked against the contract and serialised once. */
const SIGNED_OUT = JSON.stringify(
  sessionResponseSchema.parse({ user: null, twoFactorSetupRequired: false }),
);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const sessionKeys = { db, secret: app.deps.secrets.sessionSecret };

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const now = app.deps.now();
      const user = await authenticate(
        rateLimitDepsOf(app.deps),
        { ...request.body, ip: request.ip },
        now,
      );
      // Rotation: whatever session this browser had before is ended, never upgraded.
      const previousToken = readSessionToken(request);
      if (previousToken) await destroySession(sessionKeys, previousToken);
      if (user.twoFactorEnabled) {
        const pending = await startPendingLogin(sessionKeys, user.id, now);
        setPendingLoginCookie(request, reply, pending);
        return { twoFactorRequired: true as const };
      }
      setSessionCookie(request, reply, await createSession(sessionKeys, user.id, now));
      return { user };
    },
  );

  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await destroySession(sessionKeys, token);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  app.get(
    '/api/auth/session',
    { config: { access: 'public' }, schema: { response: { 200: sessionResponseSchema } } },
    (request, reply) => {
      // Most visitors have no cookie: their answer is sent as it is, past the schema's
      // serialiser (Fastify sends a JSON string unchanged; the type provider knows only objects).
      if (!readSessionToken(request)) {
        reply
          .type('application/json; charset=utf-8')
          .send(SIGNED_OUT as unknown as SessionResponse);
        return;
      }
      return getSessionUser(request).then((user) => ({
        user,
        twoFactorSetupRequired:
          app.deps.config.adminRequireTwoFactor && Boolean(user?.isAdmin && !user.twoFactorEnabled),
      }));
    },
  );

  // Only reports readiness: bootstrap happens at start-up, never through a request.
  app.post(
    '/api/auth/setup-admin',
    {
      config: { access: 'public' },
      schema: { body: setupAdminRequestSchema, response: { 200: setupAdminResponseSchema } },
    },
    async () => ({ ready: await anyStaff(db) }),
  );
};
