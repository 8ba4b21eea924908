import {
  invitationAcceptRequestSchema,
  invitationAcceptResponseSchema,
  invitationViewRequestSchema,
  invitationViewSchema,
  STAFF_INVITATION_RATE_LIMIT,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSessionToken, setSessionCookie } from '../auth/session-cookie';
import { createSession, destroySession, resolveSession } from '../auth/session-service';
import { createRateLimiter, rateLimitDepsOf, ruleOf } from '../rate-limit/rate-limiter';
import { acceptInvitation, invalidInvitation, invitationView } from './accept-invitation';

/**
 * The invited person's side: no session needed. The token travels in the body (the page reads
 * it from the fragment), never in a URL a log or a referrer keeps; guessing is rate limited.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const sessionKeys = { db, secret: app.deps.secrets.sessionSecret };
  const limiter = createRateLimiter(
    rateLimitDepsOf(app.deps),
    'staff-invitation',
    ruleOf(STAFF_INVITATION_RATE_LIMIT),
  );
  const limit = (ip: string) => limiter.enforce(`staff-invitation:${ip}`, app.deps.now());

  app.post(
    '/api/staff-invitations/view',
    {
      config: { access: 'public' },
      schema: { body: invitationViewRequestSchema, response: { 200: invitationViewSchema } },
    },
    async (request) => {
      await limit(request.ip);
      return invitationView(app.deps, request.body.token);
    },
  );

  app.post(
    '/api/staff-invitations/accept',
    {
      config: { access: 'public' },
      schema: {
        body: invitationAcceptRequestSchema,
        response: { 200: invitationAcceptResponseSchema },
      },
    },
    async (request, reply) => {
      await limit(request.ip);
      const { userId } = await acceptInvitation(app.deps, request.body);
      // Whatever session this browser had before is ended, as at a sign-in.
      const previousToken = readSessionToken(request);
      if (previousToken) await destroySession(sessionKeys, previousToken);
      const now = app.deps.now();
      const token = await createSession(sessionKeys, userId, now);
      const user = await resolveSession(sessionKeys, token, now);
      if (!user) throw invalidInvitation();
      setSessionCookie(request, reply, token);
      return { user };
    },
  );
};
