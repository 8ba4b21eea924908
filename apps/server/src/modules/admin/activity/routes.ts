import {
  activityListSchema,
  internalNoteRequestSchema,
  type ActivityEntity,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/require-admin';
import { activityOf, addNote } from './activity-service';

const idParams = z.object({ id: z.uuid() });

const PATHS: Record<ActivityEntity, string> = { order: '/orders', registration: '/registrations' };

/**
 * "Aktivitas" of an order and of a registration, and their internal notes. Mounted in the admin
 * API (admin/routes.ts), whose guard admits admins only.
 */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [entity, path] of Object.entries(PATHS) as [ActivityEntity, string][]) {
    app.get(
      `${path}/:id/activity`,
      { schema: { params: idParams, response: { 200: activityListSchema } } },
      (request) => activityOf(app.deps, entity, request.params.id),
    );

    app.post(
      `${path}/:id/notes`,
      {
        schema: {
          params: idParams,
          body: internalNoteRequestSchema,
          response: { 200: activityListSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        await addNote(app.deps, admin.id, entity, request.params.id, request.body.text);
        return activityOf(app.deps, entity, request.params.id);
      },
    );
  }
};
