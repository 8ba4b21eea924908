import {
  adminActivitySchema,
  adminBackupStatusSchema,
  adminDailyStatsSchema,
  adminStatsSchema,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupStatus } from '../../backup/backup-status';
import { recentActivity } from './activity-repository';
import { dailyStats } from './daily-repository';
import { countDashboardStats } from './stats-repository';

/** The dashboard: the four counts, the recent activity, the 30-day chart and the last backup. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/stats', { schema: { response: { 200: adminStatsSchema } } }, async () =>
    countDashboardStats(db),
  );

  app.get('/stats/activity', { schema: { response: { 200: adminActivitySchema } } }, async () => ({
    items: await recentActivity(db),
  }));

  app.get('/stats/daily', { schema: { response: { 200: adminDailyStatsSchema } } }, async () =>
    dailyStats(db, app.deps.now()),
  );

  app.get('/stats/backup', { schema: { response: { 200: adminBackupStatusSchema } } }, async () =>
    backupStatus(db, app.deps.config, app.deps.now()),
  );
};
