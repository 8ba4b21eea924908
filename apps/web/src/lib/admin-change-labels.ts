import {
  ACCOUNT_TYPE_LABELS,
  DOCUMENT_FIELDS,
  documentAuditField,
  ORDER_STATE_LABELS,
  REGISTRATION_STATUS_LABELS,
} from '@toko/contracts';
import { messages, t, type MessageKey } from '@toko/contracts/i18n/admin';
import { documentLabel } from '@/lib/admin-document-labels';

const EMPTY = t('admin.registration.empty');
const VALUE_LABELS: Record<string, Record<string, string>> = {
  account_type: ACCOUNT_TYPE_LABELS,
  order_state: ORDER_STATE_LABELS,
  status: REGISTRATION_STATUS_LABELS,
};

/** A registration field as the detail names it (`full_name` → 'Nama Lengkap'). */
export function fieldLabel(field: string): string {
  const document = DOCUMENT_FIELDS.find((name) => documentAuditField(name) === field);
  if (document) return documentLabel(document);
  const key = `admin.registration.field.${field}`;
  return key in messages ? t(key as MessageKey) : field;
}

/** A recorded value as the detail shows it: a label for a status, '-' for nothing. */
export function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const text = String(value);
  return VALUE_LABELS[field]?.[text] ?? text;
}
