import {
  correctionSubmitSchema,
  correctionViewRequestSchema,
  correctionViewSchema,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { correctionView } from './correction-link';
import { submitCorrection } from './submit-correction';

/**
 * The applicant's side of a correction: the link's token travels in the body (the page reads it
 * from the fragment), never in a URL a log or a referrer keeps.
 */
export const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/corrections/view',
    {
      config: { access: 'public' },
      schema: { body: correctionViewRequestSchema, response: { 200: correctionViewSchema } },
    },
    (request) => correctionView(app.deps, request.body.token),
  );

  app.post(
    '/api/corrections/submit',
    { config: { access: 'public' }, schema: { body: correctionSubmitSchema } },
    async (request, reply) => {
      await submitCorrection(app.deps, request.body);
      return reply.status(204).send();
    },
  );
};
