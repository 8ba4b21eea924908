import {
  adminAuditExportQuerySchema,
  adminAuditLogQuerySchema,
  adminAuditLogSchema,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/require-admin';
import { sendAuditLogExport } from './audit-log-export';
import { auditLogPage } from './audit-log-service';

/** "Log Audit" (the Pemilik's): every audit event, newest first, filtered and keyset paged. */
export const adminAuditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-events',
    {
      config: { access: 'audit.read' },
      schema: { querystring: adminAuditLogQuerySchema, response: { 200: adminAuditLogSchema } },
    },
    (request) => auditLogPage(app.deps, request.query),
  );

  app.get(
    '/audit-events/export.csv',
    { config: { access: 'audit.read' }, schema: { querystring: adminAuditExportQuerySchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return sendAuditLogExport(app.deps, reply, admin.id, request.query);
    },
  );
};
