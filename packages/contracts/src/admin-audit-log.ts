import { z } from 'zod';
import { isCalendarDay } from './list-dates';
import { adminMessages as messages } from './messages/admin';

/**
 * What an admin (or, for a purge or an unencrypted restore, the system) did, as
 * `<entity type>.<verb>` (changes, deletions, document views and exports of personal data:
 * docs/product.md, "Audit"). The part before the dot is the entity type stored.
 */
export const AUDIT_ACTIONS = [
  'order.status_change',
  'order.delete',
  'order.proof_view',
  'order.export',
  'order.export_xlsx',
  'order.note',
  'registration.edit',
  'registration.status_change',
  'registration.delete',
  'registration.document_view',
  'registration.document_replace',
  'registration.correction_request',
  'registration.correction_submit',
  'registration.export',
  'registration.export_xlsx',
  'registration.note',
  'registration.reveal',
  'order.purge',
  'registration.purge',
  'user.two_factor_enable',
  'user.two_factor_disable',
  'user.two_factor_reset',
  'user.two_factor_recovery_code_use',
  'notification.resend',
  'staff.invite',
  'staff.invitation_accept',
  'staff.invitation_revoke',
  'staff.role_change',
  'staff.disable',
  'staff.enable',
  'staff.sessions_end',
  'staff.two_factor_reset',
  'backup.restore_unencrypted',
  'audit.export',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** The catalogue key of an action's short name (`auditActionLabelMessages`). */
export const auditActionLabelKey = (action: AuditAction) =>
  `admin.auditLog.actionLabel.${action}` as const;

/** The "Staf" filter's value for events with no staff member: the system's and the applicant's. */
export const AUDIT_NO_STAFF = 'none';

/** How many events one page of "Log Audit" shows. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** A page's cursor: its last event's instant (to the microsecond, UTC) and id. */
export const AUDIT_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f-]{36}$/;

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const calendarDay = z.preprocess(
  emptyAsAbsent,
  z.string().refine(isCalendarDay, messages['admin.list.dateInvalid']).optional(),
);

const filterShape = {
  staff: z.preprocess(emptyAsAbsent, z.union([z.uuid(), z.literal(AUDIT_NO_STAFF)]).optional()),
  action: z.preprocess(emptyAsAbsent, auditActionSchema.optional()),
  from: calendarDay,
  to: calendarDay,
};

const rangeInOrder = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;
const rangeReversed = { message: messages['admin.list.rangeReversed'], path: ['from'] };

/**
 * `?staff=&action=&from=&to=&before=`: `staff` a staff member's id or `none` (the system, the
 * applicant), `action` one audit action, `from` and `to` whole days in Asia/Jakarta like the
 * other lists, `before` the `next` of the previous page.
 */
export const adminAuditLogQuerySchema = z
  .object({
    ...filterShape,
    before: z.preprocess(emptyAsAbsent, z.string().regex(AUDIT_CURSOR_PATTERN).optional()),
  })
  .refine(rangeInOrder, rangeReversed);
export type AdminAuditLogQuery = z.infer<typeof adminAuditLogQuerySchema>;

/** The CSV export's query: the page's filters, every page (`/api/admin/audit-events/export.csv`). */
export const adminAuditExportQuerySchema = z
  .object(filterShape)
  .refine(rangeInOrder, rangeReversed);
export type AdminAuditFilter = z.infer<typeof adminAuditExportQuerySchema>;

/** One event as "Log Audit" lists it: who, what, on which record, never a personal value. */
export const adminAuditEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  /** The staff member's e-mail; null for the system or the applicant. */
  author: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  text: z.string(),
});
export type AdminAuditEvent = z.infer<typeof adminAuditEventSchema>;

export const adminAuditLogSchema = z.object({
  items: z.array(adminAuditEventSchema),
  /** The cursor of the next (older) page; null on the last. */
  next: z.string().nullable(),
});
export type AdminAuditLog = z.infer<typeof adminAuditLogSchema>;
