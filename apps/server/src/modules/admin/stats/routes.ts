import {
  adminActivitySchema,
  adminBackupStatusSchema,
  adminDailyStatsSchema,
  adminStatsSchema,
  type Permission,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupStatus } from '../../backup/backup-status';
import { recentActivity } from './activity-repository';
import { dailyStats } from './daily-repository';
import { countDashboardStats } from './stats-repository';

/** The dashboard's counts and activity span orders and registrations: reading either is enough. */
const READ_ANY: readonly Permission[] = ['orders.read', 'registrations.read'];

/** The dashboard: the four counts, the recent activity, the 30-day chart and the last backup. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/stats',
    { config: { access: READ_ANY }, schema: { response: { 200: adminStatsSchema } } },
    async () => countDashboardStats(db),
  );

  app.get(
    '/stats/activity',
    { config: { access: READ_ANY }, schema: { response: { 200: adminActivitySchema } } },
    async () => ({
      items: await recentActivity(db),
    }),
  );

  app.get(
    '/stats/daily',
    { config: { access: READ_ANY }, schema: { response: { 200: adminDailyStatsSchema } } },
    async () => dailyStats(db, app.deps.now()),
  );

  app.get(
    '/stats/backup',
    {
      config: { access: 'backups.manage' },
      schema: { response: { 200: adminBackupStatusSchema } },
    },
    async () => backupStatus(db, app.deps.config, app.deps.now()),
  );
};
