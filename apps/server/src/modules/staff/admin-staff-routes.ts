import {
  staffInviteRequestSchema,
  staffInviteResponseSchema,
  staffListSchema,
  staffRoleChangeRequestSchema,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/require-admin';
import { listPendingInvitations } from './invitations-repository';
import { inviteStaff } from './invite-staff';
import { revokeInvitation } from './revoke-invitation';
import {
  changeStaffRoleFromStaffPage,
  disableStaff,
  enableStaff,
  endStaffSessions,
  resetStaffTwoFactor,
} from './staff-actions';
import { listStaff } from './staff-repository';

const idParams = z.object({ id: z.uuid() });

/** The "Staf" page's API, mounted at `/api/admin/staff`: each route declares `staff.manage`. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const actorOf = async (request: Parameters<typeof requireAdmin>[0]) => {
    const user = await requireAdmin(request);
    return { db, adminUserId: user.id, now: app.deps.now() };
  };
  const config = { access: 'staff.manage' } as const;

  app.get('/', { config, schema: { response: { 200: staffListSchema } } }, async () => ({
    items: await listStaff(db),
    invitations: await listPendingInvitations(db, app.deps.now()),
  }));

  app.post(
    '/invitations',
    {
      config,
      schema: { body: staffInviteRequestSchema, response: { 200: staffInviteResponseSchema } },
    },
    async (request) => {
      const user = await requireAdmin(request);
      return inviteStaff(app.deps, user.id, request.body);
    },
  );

  app.delete(
    '/invitations/:id',
    { config, schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireAdmin(request);
      await revokeInvitation(app.deps, user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/role',
    { config, schema: { params: idParams, body: staffRoleChangeRequestSchema } },
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
    app.post(`/:id/${name}`, { config, schema: { params: idParams } }, async (request, reply) => {
      await action(await actorOf(request), request.params.id);
      return reply.status(204).send();
    });
  }
};
