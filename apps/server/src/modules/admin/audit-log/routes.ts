import { adminAuditLogQuerySchema, adminAuditLogSchema } from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
};
