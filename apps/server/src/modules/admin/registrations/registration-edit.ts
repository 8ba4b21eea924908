import {
  holdsMask,
  NULLABLE_EDIT_FIELDS,
  PROTECTED_FIELD_COLUMNS,
  isOrderState,
  REGISTRATION_EDIT_FIELD_NAMES,
  REGISTRATION_EDIT_FIELDS,
  toIndonesianE164,
  type AdminRegistrationEdit,
  type RegistrationEditField,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { AuditChanges, registrations } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { diffChanges } from '../../audit/diff-changes';
import type { RegistrationRow } from '../../registrations/live-registrations';

type EditValue = string | null;

const PROTECTED_EDIT_FIELDS: ReadonlySet<string> = new Set(Object.values(PROTECTED_FIELD_COLUMNS));

/**
 * The edit form starts from the masked NIK, bank account and address and sends only what
 * changed: a changed one that still holds the mask's sign is part of a mask, never a value.
 */
function refuseMasks(changes: AuditChanges): void {
  const fields: Record<string, string> = {};
  for (const [field, { new: value }] of Object.entries(changes)) {
    if (PROTECTED_EDIT_FIELDS.has(field) && typeof value === 'string' && holdsMask(value)) {
      fields[field] = t('admin.registration.form.maskedValue');
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

export type RegistrationEditPlan = {
  /** `{ full_name: { old, new } }` for the fields whose value really changes. */
  changes: AuditChanges;
  /** The columns to write: the changed fields and the E.164 forms of changed phones. */
  values: Partial<typeof registrations.$inferInsert>;
};

/**
 * Turns an admin's edit into the columns to write and the audit's changes. An emptied optional
 * field is stored as null; a field sent unchanged is no change. An order state outside the
 * three of step 2 is `invalid_order_state` (docs/product.md, "Registration detail"); a changed
 * NIK, bank account or address holding a `*` is refused on its field.
 */
export function planRegistrationEdit(
  row: RegistrationRow,
  edit: AdminRegistrationEdit,
): RegistrationEditPlan {
  if (edit.order_state !== undefined && !isOrderState(edit.order_state)) {
    throw new AppError('invalid_order_state');
  }
  const before: Partial<Record<RegistrationEditField, EditValue>> = {};
  const after: Partial<Record<RegistrationEditField, EditValue>> = {};
  for (const field of REGISTRATION_EDIT_FIELD_NAMES) {
    before[field] = row[REGISTRATION_EDIT_FIELDS[field]];
    const value = edit[field];
    if (value === undefined) continue;
    after[field] = value === '' && NULLABLE_EDIT_FIELDS.has(field) ? null : value;
  }
  const changes = diffChanges(before, after, REGISTRATION_EDIT_FIELD_NAMES);
  refuseMasks(changes);
  const values: Record<string, EditValue> = {};
  for (const field of Object.keys(changes) as RegistrationEditField[]) {
    values[REGISTRATION_EDIT_FIELDS[field]] = after[field] ?? null;
  }
  if (changes.phone) values.phoneE164 = toIndonesianE164(String(after.phone));
  if (changes.phone_alt)
    values.phoneAltE164 = after.phone_alt ? toIndonesianE164(after.phone_alt) : null;
  return { changes, values: values as RegistrationEditPlan['values'] };
}
