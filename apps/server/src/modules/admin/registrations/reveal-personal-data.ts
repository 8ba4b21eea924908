import type { PersonalDataReveal, ProtectedField } from '@toko/contracts';
import type { AppDeps } from '../../../app-deps';
import { recordAudit } from '../../audit/record-audit';
import { findLiveRegistration, registrationNotFound } from '../../registrations/live-registrations';

/**
 * One protected field of a live registration, whole, for a staff member whose role may reveal
 * it (the route checks): one audit entry per reveal (who, which field, which row, when), written
 * before the value leaves. The row is read in the audit's transaction, so a deleted row reveals
 * nothing and records nothing.
 */
export async function revealPersonalData(
  { database, now }: Pick<AppDeps, 'database' | 'now'>,
  adminUserId: string,
  id: string,
  field: ProtectedField,
): Promise<PersonalDataReveal> {
  const at = now();
  return database.db.transaction(async (tx) => {
    const row = await findLiveRegistration(tx, id);
    if (!row) throw registrationNotFound();
    await recordAudit(tx, {
      adminUserId,
      action: 'registration.reveal',
      entityId: id,
      details: { field },
      now: at,
    });
    return { value: row[field] };
  });
}
