import {
  REGISTRATION_SUMMARY_RATE_LIMIT,
  registrationCreatedSchema,
  registrationSummarySchema,
  SUCCESS_PAGE_LIFETIME_HOURS,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { HOUR_MS } from '../../lib/durations';
import { sendOutcome } from '../idempotency/send-outcome';
import { createRateLimiter, rateLimitDepsOf, ruleOf } from '../rate-limit/rate-limiter';
import { createRegistrationLimits } from './registration-limits';
import { placeRegistration } from './place-registration';
import { registrationStatusRoute } from './registration-status-route';
import { findRecentSummary } from './registrations-repository';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createRegistrationLimits(
    rateLimitDepsOf(app.deps),
    app.deps.secrets.signingSecret,
  );
  const summaryLimiter = createRateLimiter(
    rateLimitDepsOf(app.deps),
    'registration-summary',
    ruleOf(REGISTRATION_SUMMARY_RATE_LIMIT),
  );
  await app.register(registrationStatusRoute);
  app.post(
    '/api/registrations',
    { config: { access: 'public' }, schema: { response: { 201: registrationCreatedSchema } } },
    async (request, reply) => sendOutcome(reply, await placeRegistration(request, limits)),
  );
  app.get(
    '/api/registrations/:id/summary',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: registrationSummarySchema },
      },
    },
    async (request) => {
      await summaryLimiter.enforce(`summary:${request.ip}`, app.deps.now());
      const since = new Date(app.deps.now().getTime() - SUCCESS_PAGE_LIFETIME_HOURS * HOUR_MS);
      const row = await findRecentSummary(app.deps.database.db, request.params.id, since);
      if (!row) throw new AppError('not_found');
      return { ...row, createdAt: row.createdAt.toISOString() };
    },
  );
};
