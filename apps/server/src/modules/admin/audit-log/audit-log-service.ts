import { AUDIT_LOG_PAGE_SIZE, type AdminAuditLog, type AdminAuditLogQuery } from '@toko/contracts';
import type { AppDeps } from '../../../app-deps';
import { auditEventText } from './audit-event-text';
import { auditCursorOf, auditEventsPage, parseAuditCursor } from './audit-log-repository';

/** One page of "Log Audit", newest first, and the cursor of the next (older) one. */
export async function auditLogPage(
  { database }: Pick<AppDeps, 'database'>,
  { before, ...filter }: AdminAuditLogQuery,
): Promise<AdminAuditLog> {
  const rows = await auditEventsPage(database.db, filter, {
    before: before ? parseAuditCursor(before) : undefined,
    limit: AUDIT_LOG_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      at: row.at,
      author: row.author,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      text: auditEventText(row.action, row.entityType, row.details),
    })),
    next: rows.length > AUDIT_LOG_PAGE_SIZE && last ? auditCursorOf(last) : null,
  };
}
