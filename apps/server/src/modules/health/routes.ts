import {
  healthResponseSchema,
  readyResponseSchema,
  type HealthResponse,
  type ReadyResponse,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseProbe } from './database-probe';

/** The only two answers, checked against the contract and serialised once at start. */
const UP = JSON.stringify(healthResponseSchema.parse({ status: 'ok', database: 'up' }));
const DOWN = JSON.stringify(healthResponseSchema.parse({ status: 'degraded', database: 'down' }));

/**
 * `/api/health` is liveness: the process answers, and says whether its database does.
 * `/api/ready` is readiness: whether a load balancer should send it requests. Both share one
 * database probe, so polling both costs one ping a second at most.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = databaseProbe({
    ping: () => app.deps.database.ping(),
    onDown: (error) => app.log.error({ err: error }, 'database ping failed'),
  });
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (_request, reply) => {
      const up = await probe.isUp();
      // Fastify sends a JSON string as it is, past the schema's serialiser; the type provider
      // only knows the object form.
      return reply
        .status(up ? 200 : 503)
        .type('application/json; charset=utf-8')
        .send((up ? UP : DOWN) as unknown as HealthResponse);
    },
  );
  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } },
    },
    async (_request, reply) => {
      const { phase } = app.readiness;
      const status: ReadyResponse['status'] =
        phase !== 'ready' ? phase : (await probe.isUp()) ? 'ready' : 'database_down';
      return reply.status(status === 'ready' ? 200 : 503).send({ status });
    },
  );
};
