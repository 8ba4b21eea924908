import { XLSX_MAX_DATA_ROWS } from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchTermMemory } from '../../lib/search-term-memory';
import type { ExportLimits } from './admin-list-options';
import { adminActivityRoutes } from './activity/routes';
import { adminAuditLogRoutes } from './audit-log/routes';
import { adminNotificationRoutes } from './notifications/routes';
import { adminOrderRoutes } from './orders/routes';
import { adminRegistrationRoutes } from './registrations/routes';
import { statsRoutes } from './stats/routes';

/**
 * The admin API, mounted at `/api/admin`. Each route declares the permission it needs
 * (`config: { access }`), which one hook checks before the route runs (auth/route-access.ts).
 * Routes read their user with `requireAdmin(request)` (already looked up, no extra query).
 */
export const adminRoutes: FastifyPluginAsyncZod<Partial<ExportLimits>> = async (
  app,
  { xlsxMaxRows = XLSX_MAX_DATA_ROWS },
) => {
  // One memory of dense search terms for both lists; the database closes after its work.
  const memory = searchTermMemory(app.deps.database.db, {
    onError: (error) => app.log.warn({ err: error }, 'search term not remembered'),
  });
  app.addHook('onClose', () => memory.settled());
  await app.register(statsRoutes);
  const exportLimits = { xlsxMaxRows };
  await app.register(adminOrderRoutes, { memory, exportLimits });
  await app.register(adminRegistrationRoutes, { memory, exportLimits });
  await app.register(adminNotificationRoutes);
  await app.register(adminActivityRoutes);
  await app.register(adminAuditLogRoutes);
};
