import {
  ORDER_STATUS_LABELS,
  PROTECTED_FIELDS,
  REGISTRATION_STATUS_LABELS,
  type ActivityEntity,
  type ActivityEntry,
  type DocumentField,
  type ProtectedField,
} from '@toko/contracts';
import { messages, t, type MessageKey } from '@toko/contracts/i18n/admin';
import { documentLabel } from '@/lib/admin-document-labels';
import { kindLabel, recipientLabel, statusLabel } from '@/lib/admin-notification-labels';
import { protectedFieldLabel } from '@/lib/protected-field-label';

const STATUS_LABELS: Record<ActivityEntity, Record<string, string>> = {
  order: ORDER_STATUS_LABELS,
  registration: REGISTRATION_STATUS_LABELS,
};

function statusOf(entity: ActivityEntity, value: unknown): string {
  if (typeof value !== 'string') return '-';
  return STATUS_LABELS[entity][value] ?? value;
}

type AuditEntry = Extract<ActivityEntry, { type: 'audit' }>;

const isProtectedField = (field: string | undefined): field is ProtectedField =>
  PROTECTED_FIELDS.includes(field as ProtectedField);

/**
 * An audit action as a sentence, from the catalogue's `admin.activity.action.<action>`; an action
 * without one (added later) reads "Aktivitas: <action>" rather than nothing.
 */
function auditText(entity: ActivityEntity, entry: AuditEntry): string {
  const key = `admin.activity.action.${entry.action}`;
  if (!(key in messages)) return t('admin.activity.action.other', { action: entry.action });
  const status = entry.changes?.status;
  return t(key as MessageKey, {
    from: statusOf(entity, status?.old),
    to: statusOf(entity, status?.new),
    document: entry.field ? documentLabel(entry.field as DocumentField) : '-',
    documents: (entry.fields ?? [])
      .map((field) => documentLabel(field as DocumentField))
      .join(', '),
    personalField: isProtectedField(entry.field) ? protectedFieldLabel(entry.field) : '-',
  });
}

/** One timeline entry as a sentence, e.g. 'Status diubah: Pending → Dibayar'. */
export function activityText(entity: ActivityEntity, entry: ActivityEntry): string {
  switch (entry.type) {
    case 'created':
      return t(`admin.activity.created.${entity}`);
    case 'audit':
      return auditText(entity, entry);
    case 'message':
      return t('admin.activity.message', {
        kind: kindLabel(entry.message.kind),
        recipient: recipientLabel(entry.message),
        status: statusLabel(entry.message.status),
      });
  }
}

/** The applicant's own correction, and the status change it made: sent through their link. */
const isApplicantCorrection = (entry: ActivityEntry) =>
  entry.type === 'audit' &&
  !entry.author &&
  (entry.action === 'registration.correction_submit' ||
    (entry.action === 'registration.status_change' &&
      entry.changes?.status?.old === 'needs_changes' &&
      entry.changes.status.new === 'new'));

/** Who did it: the admin, or the buyer or applicant who sent the record; the outbox is the system. */
export function activityAuthor(entity: ActivityEntity, entry: ActivityEntry): string {
  if (entry.type === 'created' || isApplicantCorrection(entry)) {
    return t(entity === 'order' ? 'admin.activity.byBuyer' : 'admin.activity.byApplicant');
  }
  if (entry.type === 'audit' && entry.author) {
    return t('admin.activity.byAdmin', { email: entry.author });
  }
  return t('admin.activity.bySystem');
}
