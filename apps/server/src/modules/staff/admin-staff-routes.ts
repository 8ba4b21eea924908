import {
  staffInviteRequestSchema,
  staffInviteResponseSchema,
  staffListSchema,
  staffRoleChangeRequestSchema,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/require-admin';
import { inviteStaff } from './invite-staff';
import {
  changeStaffRoleFromStaffPage,
  disableStaff,
  enableStaff,
  endStaffSessions,
  resetStaffTwoFactor,
} from './staff-actions';
import { listStaff } from './staff-repository';

const idParams = z.object({ id: z.uuid() });

/** The "Staf" page's API, mounted at `/api/admin/staff`: the Pemilik's only (`staff.manage`). */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', async (request) => {
    await requirePermission(request, 'staff.manage');
  });
  const actorOf = async (request: Parameters<typeof requirePermission>[0]) => {
    const user = await requirePermission(request, 'staff.manage');
    return { db, adminUserId: user.id, now: app.deps.now() };
  };

  app.get('/', { schema: { response: { 200: staffListSchema } } }, async () => ({
    items: await listStaff(db),
  }));

  app.post(
    '/invitations',
    { schema: { body: staffInviteRequestSchema, response: { 200: staffInviteResponseSchema } } },
    async (request) => {
      const user = await requirePermission(request, 'staff.manage');
      return inviteStaff(app.deps, user.id, request.body);
    },
  );

  app.post(
    '/:id/role',
    { schema: { params: idParams, body: staffRoleChangeRequestSchema } },
    async (request, reply) => {
      await changeStaffRoleFromStaffPage(
        await actorOf(request),
        request.params.id,
        request.body.role,
      );
      return reply.status(204).send();
    },
  );

  const ACTIONS = {
    disable: disableStaff,
    enable: enableStaff,
    'end-sessions': endStaffSessions,
    'reset-two-factor': resetStaffTwoFactor,
  } as const;
  for (const [name, action] of Object.entries(ACTIONS)) {
    app.post(`/:id/${name}`, { schema: { params: idParams } }, async (request, reply) => {
      await action(await actorOf(request), request.params.id);
      return reply.status(204).send();
    });
  }
};
