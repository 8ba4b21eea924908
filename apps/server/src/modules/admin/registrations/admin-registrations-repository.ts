import { maskAuditChanges } from '@toko/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { registrationAudits, users } from '../../../db/schema';

/**
 * The detail page's history (`registration_audits`), newest first
 * (docs/product.md, "Registration detail"), the protected fields' values masked.
 */
export async function registrationAuditHistory(db: Database, id: string) {
  const rows = await db
    .select({
      id: registrationAudits.id,
      createdAt: registrationAudits.createdAt,
      changes: registrationAudits.changes,
      adminEmail: users.email,
    })
    .from(registrationAudits)
    .leftJoin(users, eq(users.id, registrationAudits.adminUserId))
    .where(eq(registrationAudits.registrationId, id))
    .orderBy(desc(registrationAudits.createdAt), desc(registrationAudits.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    adminEmail: row.adminEmail,
    changes: maskAuditChanges(row.changes),
  }));
}
