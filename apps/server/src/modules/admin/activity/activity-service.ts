import {
  activityChangesSchema,
  maskAuditChanges,
  type ActivityEntity,
  type ActivityEntry,
  type AdminNotification,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit/record-audit';
import { auditEventsOf, findLiveRecord, outboxMessagesOf } from './activity-repository';

type Deps = Pick<AppDeps, 'database' | 'now'>;

const notFound = (entity: ActivityEntity) =>
  new AppError('not_found', {
    message: t(entity === 'order' ? 'admin.order.notFound' : 'admin.registration.notFound'),
  });

type AuditRow = Awaited<ReturnType<typeof auditEventsOf>>[number];
type AuditEntry = Extract<ActivityEntry, { type: 'audit' }>;

/**
 * The parts of an audit event's details the timeline shows: never a stored file's key, and an
 * edit's NIK, bank account number or street address only masked.
 */
function auditEntry(row: AuditRow): AuditEntry {
  const details = row.details ?? {};
  const entry: AuditEntry = {
    type: 'audit',
    id: row.id,
    at: row.at.toISOString(),
    author: row.author,
    action: row.action,
  };
  const changes = activityChangesSchema.safeParse(details.changes);
  if (changes.success) entry.changes = maskAuditChanges(changes.data);
  if (typeof details.field === 'string') entry.field = details.field;
  if (Array.isArray(details.fields)) {
    entry.fields = details.fields.filter((field): field is string => typeof field === 'string');
  }
  if (typeof details.text === 'string') entry.note = details.text;
  return entry;
}

/**
 * A document replacement also writes the edit history's row of that document (its file names):
 * the timeline shows the replacement once, not that row beside it.
 */
function isReplacementHistory(entry: AuditEntry, entries: AuditEntry[]): boolean {
  if (entry.action !== 'registration.edit' || !entry.changes) return false;
  const fields = Object.keys(entry.changes);
  return entries.some(
    (other) =>
      other.action === 'registration.document_replace' &&
      other.at === entry.at &&
      fields.length === 1 &&
      fields[0] === `${other.field}_url`,
  );
}

/** Within one instant, the effect after its cause: a message after the change, both after the creation. */
const RANK: Record<ActivityEntry['type'], number> = { created: 0, audit: 1, message: 2 };

/**
 * "Aktivitas" of a live order or registration, newest first, read from what is kept: the
 * record's creation, its audit events and the outbox's messages about it (no copy of either).
 */
export async function activityOf(
  { database }: Deps,
  entity: ActivityEntity,
  id: string,
): Promise<ActivityEntry[]> {
  const record = await findLiveRecord(database.db, entity, id);
  if (!record) throw notFound(entity);
  const [audits, messages] = await Promise.all([
    auditEventsOf(database.db, entity, id),
    outboxMessagesOf(database.db, record.reference),
  ]);
  const auditEntries = audits.map(auditEntry);
  const entries: ActivityEntry[] = [
    { type: 'created', id: record.id, at: record.createdAt.toISOString() },
    ...auditEntries.filter((entry) => !isReplacementHistory(entry, auditEntries)),
    ...messages.map((row): ActivityEntry => ({
      type: 'message',
      id: row.id,
      at: row.createdAt.toISOString(),
      message: {
        ...row,
        kind: row.kind as AdminNotification['kind'],
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      },
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at) || RANK[b.type] - RANK[a.type]);
}

/**
 * "Simpan catatan": an internal note is an audit event of the record (`order.note`,
 * `registration.note`, the text in its details), so the timeline reads one record. Only the
 * admin pages read it; the retention purge empties it with the record's personal data.
 */
export async function addNote(
  { database, now }: Deps,
  adminUserId: string,
  entity: ActivityEntity,
  id: string,
  text: string,
): Promise<void> {
  if (!(await findLiveRecord(database.db, entity, id))) throw notFound(entity);
  const at = now();
  await database.db.transaction((tx) =>
    recordAudit(tx, {
      adminUserId,
      action: entity === 'order' ? 'order.note' : 'registration.note',
      entityId: id,
      details: { text },
      now: at,
    }),
  );
}
