import {
  DOCUMENT_LABELS,
  ORDER_STATUS_LABELS,
  PROTECTED_FIELD_COLUMNS,
  PROTECTED_FIELDS,
  REGISTRATION_STATUS_LABELS,
  type ProtectedField,
} from '@toko/contracts';
import { messages, t, type MessageKey } from '@toko/contracts/i18n/admin';

const STATUS_LABELS: Record<string, Record<string, string>> = {
  order: ORDER_STATUS_LABELS,
  registration: REGISTRATION_STATUS_LABELS,
};

const labelOf = (labels: Record<string, string> | undefined, value: unknown): string =>
  typeof value === 'string' ? (labels?.[value] ?? value) : '-';

const isProtectedField = (field: unknown): field is ProtectedField =>
  PROTECTED_FIELDS.includes(field as ProtectedField);

/**
 * The text's key: Aktivitas' own when it has one, else the log's, else the action's short name
 * (`auditActionLabelMessages`); "Aktivitas: <action>" only for an action no longer known.
 */
function keyOf(action: string): MessageKey | undefined {
  return [
    `admin.activity.action.${action}`,
    `admin.auditLog.action.${action}`,
    `admin.auditLog.actionLabel.${action}`,
  ].find((key): key is MessageKey => key in messages);
}

/**
 * An audit event as a short sentence built from the catalogue. Only labels fill it (a status,
 * a document's or a protected field's name, the count of documents), never a value from the
 * details: no NIK, phone, e-mail or revealed value reaches the text.
 */
export function auditEventText(
  action: string,
  entityType: string,
  details: Record<string, unknown> | null,
): string {
  const key = keyOf(action);
  if (!key) return t('admin.activity.action.other', { action });
  const status = (details?.changes as { status?: { old?: unknown; new?: unknown } } | undefined)
    ?.status;
  const field = details?.field;
  const fields = Array.isArray(details?.fields) ? details.fields : [];
  return t(key, {
    from: labelOf(STATUS_LABELS[entityType], status?.old),
    to: labelOf(STATUS_LABELS[entityType], status?.new),
    document: labelOf(DOCUMENT_LABELS, field),
    documents: fields.map((name) => labelOf(DOCUMENT_LABELS, name)).join(', '),
    personalField: isProtectedField(field)
      ? t(`admin.registration.field.${PROTECTED_FIELD_COLUMNS[field]}`)
      : '-',
  });
}
