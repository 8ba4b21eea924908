import {
  adminNotificationListQuerySchema,
  adminNotificationListSchema,
  adminNotificationSummarySchema,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countFailedMessages } from '../../notifications/outbox-repository';
import { requireAdmin } from '../../auth/require-admin';
import { notificationPage, resendNotification } from './notification-service';

const idParams = z.object({ id: z.uuid() });

/** "Notifikasi": the outbox newest first, the dashboard's failed count, and "Kirim ulang". */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: 'notifications.manage' },
      schema: {
        querystring: adminNotificationListQuerySchema,
        response: { 200: adminNotificationListSchema },
      },
    },
    (request) => notificationPage(app.deps, request.query.before),
  );

  app.get(
    '/notifications/summary',
    {
      config: { access: 'notifications.manage' },
      schema: { response: { 200: adminNotificationSummarySchema } },
    },
    async () => ({ failed: await countFailedMessages(app.deps.database.db) }),
  );

  app.post(
    '/notifications/:id/resend',
    { config: { access: 'notifications.manage' }, schema: { params: idParams } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await resendNotification(app.deps, admin.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
