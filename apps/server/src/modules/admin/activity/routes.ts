import {
  activityListSchema,
  internalNoteRequestSchema,
  type ActivityEntity,
  type Permission,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/require-admin';
import { activityOf, addNote } from './activity-service';

const idParams = z.object({ id: z.uuid() });

const PATHS: Record<ActivityEntity, string> = { order: '/orders', registration: '/registrations' };
const READ: Record<ActivityEntity, Permission> = {
  order: 'orders.read',
  registration: 'registrations.read',
};

/**
 * "Aktivitas" of an order and of a registration (for whoever may read it), and their internal
 * notes. Mounted in the admin API (admin/routes.ts).
 */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [entity, path] of Object.entries(PATHS) as [ActivityEntity, string][]) {
    app.get(
      `${path}/:id/activity`,
      {
        config: { access: READ[entity] },
        schema: { params: idParams, response: { 200: activityListSchema } },
      },
      (request) => activityOf(app.deps, entity, request.params.id),
    );

    app.post(
      `${path}/:id/notes`,
      {
        config: { access: 'notes.write' },
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
