import { adminStatsSchema } from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countDashboardStats } from './stats-repository';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stats', { schema: { response: { 200: adminStatsSchema } } }, async () =>
    countDashboardStats(app.deps.database.db),
  );
};
