import { registrationAudits, type AuditChanges } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';
import { recordAudit } from './record-audit';

export type RegistrationEdit = {
  adminUserId: string;
  registrationId: string;
  /** From `diffChanges`, keyed by the API's field names (e.g. `full_name`). */
  changes: AuditChanges;
  now: Date;
};

/**
 * Records an admin's edit of a registration in the edit's own transaction: the history row the
 * detail page shows (`registration_audits`) and the processing record (`admin_audit_events`);
 * docs/product.md, "Audit". An edit that changed nothing records nothing and returns false.
 */
export async function recordRegistrationEdit(
  tx: Transaction,
  edit: RegistrationEdit,
): Promise<boolean> {
  if (Object.keys(edit.changes).length === 0) return false;
  await tx.insert(registrationAudits).values({
    registrationId: edit.registrationId,
    adminUserId: edit.adminUserId,
    changes: edit.changes,
    createdAt: edit.now,
  });
  await recordAudit(tx, {
    adminUserId: edit.adminUserId,
    action: 'registration.edit',
    entityId: edit.registrationId,
    details: { changes: edit.changes },
    now: edit.now,
  });
  return true;
}
