import { healthResponseSchema } from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        app.log.error({ err: error }, 'database ping failed');
        return reply.status(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );
};
