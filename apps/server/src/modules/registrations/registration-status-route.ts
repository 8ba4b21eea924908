import {
  REGISTRATION_STATUS_API_PATH,
  REGISTRATION_STATUS_RATE_LIMIT,
  registrationStatusRequestSchema,
  registrationStatusResponseSchema,
  registrationStatusSchema,
  toIndonesianE164,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { createRateLimiter, rateLimitDepsOf, ruleOf } from '../rate-limit/rate-limiter';
import { findRegistrationForStatus, findRequestedDocumentFields } from './registrations-repository';

/**
 * An applicant's registration status (/pendaftaran/status), built like the order lookup: the
 * code and the phone signed up with must both match; a wrong phone answers the same 404 as an
 * unknown code, and guessing is rate limited per address. The answer is the code and the status,
 * and while documents are asked for again, which ones (their names, never their files).
 */
export const registrationStatusRoute: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(
    rateLimitDepsOf(app.deps),
    'registration-status',
    ruleOf(REGISTRATION_STATUS_RATE_LIMIT),
  );
  app.post(
    REGISTRATION_STATUS_API_PATH,
    {
      config: { access: 'public' },
      schema: {
        body: registrationStatusRequestSchema,
        response: { 200: registrationStatusResponseSchema },
      },
    },
    async (request) => {
      await limiter.enforce(`registration-status:${request.ip}`, app.deps.now());
      const row = await findRegistrationForStatus(app.deps.database.db, request.body.code);
      const phone = toIndonesianE164(request.body.phone);
      if (!row || !phone || (row.phoneE164 ?? toIndonesianE164(row.phone)) !== phone) {
        throw new AppError('not_found', { message: t('registrationStatus.notFound') });
      }
      const status = registrationStatusSchema.parse(row.status);
      if (status !== 'needs_changes') return { code: row.code, status };
      const documents = await findRequestedDocumentFields(app.deps.database.db, row.id);
      return { code: row.code, status, documents };
    },
  );
};
