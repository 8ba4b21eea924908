import type { AuditAction } from '@toko/contracts';
import { adminAuditEvents } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';

/** The actions are listed once, in contracts (`AUDIT_ACTIONS`), for the log's filter too. */
export type { AuditAction };

export type AuditEvent = {
  /** Null for a system action (the retention job's purge) or the applicant's correction. */
  adminUserId: string | null;
  action: AuditAction;
  /** The row acted on; none for an export, which covers a filter rather than a row. */
  entityId?: string;
  /**
   * By convention `{ changes: diffChanges(...) }` for edits and status changes,
   * `{ field, oldKey?, newKey? }` for documents, `{ filter }` for exports, `{ text }` for an
   * internal note (read by the admin timeline only).
   */
  details?: Record<string, unknown>;
  /** The app clock (`deps.now()`). */
  now: Date;
};

/**
 * Writes one `admin_audit_events` row with the transaction of the change it describes, so
 * the change and its record commit or roll back together. A view or an export has no change:
 * record it in a transaction of its own (`db.transaction((tx) => recordAudit(tx, …))`).
 */
export async function recordAudit(tx: Transaction, event: AuditEvent): Promise<void> {
  await recordAudits(tx, [event]);
}

/** One row per event, in one statement: a bulk change audits each row it changed. */
export async function recordAudits(tx: Transaction, events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(adminAuditEvents).values(
    events.map((event) => ({
      adminUserId: event.adminUserId,
      action: event.action,
      entityType: event.action.slice(0, event.action.indexOf('.')),
      entityId: event.entityId ?? null,
      details: event.details ?? null,
      createdAt: event.now,
    })),
  );
}
