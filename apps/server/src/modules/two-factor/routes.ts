import {
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorLoginResponseSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedInAdmin } from '../auth/require-admin';
import { readSessionToken, setSessionCookie } from '../auth/session-cookie';
import { createSession, destroySession, sessionId } from '../auth/session-service';
import { beginSetup, confirmSetup, disableTwoFactor, twoFactorStatus } from './enrolment';
import { completeLogin } from './login-step';
import { clearPendingLoginCookie, readPendingLogin } from '../auth/pending-login';
import { twoFactorKeys } from './two-factor-keys';

/**
 * The code step of a sign-in, and an admin's own two-factor settings. These stay open to an
 * admin without two-factor even under ADMIN_REQUIRE_2FA: they are how one enrols.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, secrets, config, metrics } = app.deps;
  const { db } = database;
  const keys = twoFactorKeys(secrets.twoFactorSecret);
  const sessionKeys = { db, secret: secrets.sessionSecret };

  async function enrolment(request: FastifyRequest) {
    const user = await requireSignedInAdmin(request);
    // Signed in, so the request carries its session's token.
    const current = sessionId(readSessionToken(request) ?? '', secrets.sessionSecret);
    const required = config.adminRequireTwoFactor;
    return { db, metrics, keys, user, sessionId: current, required, now: app.deps.now() };
  }

  app.post(
    '/api/auth/login/two-factor',
    {
      config: { access: 'public' },
      schema: {
        body: twoFactorLoginRequestSchema,
        response: { 200: twoFactorLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const now = app.deps.now();
      const pending = readPendingLogin(request);
      const step = { db, metrics, keys, sessionSecret: secrets.sessionSecret, pending, now };
      const user = await completeLogin({ ...step, code: request.body.code, ip: request.ip });
      clearPendingLoginCookie(request, reply);
      const previousToken = readSessionToken(request);
      if (previousToken) await destroySession(sessionKeys, previousToken);
      setSessionCookie(request, reply, await createSession(sessionKeys, user.id, now));
      return { user };
    },
  );

  app.get(
    '/api/auth/two-factor',
    { config: { access: 'signedIn' }, schema: { response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactorStatus(await enrolment(request)),
  );

  app.post(
    '/api/auth/two-factor/setup',
    { config: { access: 'signedIn' }, schema: { response: { 200: twoFactorSetupSchema } } },
    async (request) => beginSetup(await enrolment(request)),
  );

  app.post(
    '/api/auth/two-factor/enable',
    {
      config: { access: 'signedIn' },
      schema: {
        body: twoFactorEnableRequestSchema,
        response: { 200: twoFactorRecoveryCodesSchema },
      },
    },
    async (request) => ({
      recoveryCodes: await confirmSetup(await enrolment(request), request.body.code, request.ip),
    }),
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      config: { access: 'signedIn' },
      schema: { body: twoFactorDisableRequestSchema, response: { 200: twoFactorStatusSchema } },
    },
    async (request) => {
      const current = await enrolment(request);
      await disableTwoFactor(current, request.body.code, request.ip);
      return twoFactorStatus(current);
    },
  );
};
