import { z } from 'zod';
import { adminNotificationSchema } from './admin-notifications';
import { INTERNAL_NOTE_MAX } from './limits';
import { adminActivityMessages as messages } from './messages/admin-activity';
import { refuseControlCharacters } from './text-input';

/** The records with an "Aktivitas" timeline. */
export type ActivityEntity = 'order' | 'registration';

/** Field → old and new value, as status changes and edits record them. */
export const activityChangesSchema = z.record(
  z.string(),
  z.object({ old: z.unknown(), new: z.unknown() }),
);

/**
 * One entry of a record's timeline, read from what is already kept (no copy): the record's own
 * creation, an `admin_audit_events` row (status changes, edits, document replacements, notes and
 * any later action), or a `notification_outbox` message with its delivery state.
 */
export const activityEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('created'), id: z.string(), at: z.string() }),
  z.object({
    type: z.literal('audit'),
    id: z.string(),
    at: z.string(),
    /** The admin's e-mail; null for the system or a deleted admin. */
    author: z.string().nullable(),
    /** `<entity>.<verb>`, e.g. `order.status_change`, `registration.note`. */
    action: z.string(),
    /** Field → old and new value (status changes, edits). */
    changes: activityChangesSchema.optional(),
    /** The replaced document's field (document replacements). */
    field: z.string().optional(),
    /** The documents asked for again, or sent again by the applicant (corrections). */
    fields: z.array(z.string()).optional(),
    /** The internal note's text (notes). */
    note: z.string().optional(),
  }),
  z.object({
    type: z.literal('message'),
    id: z.string(),
    at: z.string(),
    message: adminNotificationSchema,
  }),
]);
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Newest first. */
export const activityListSchema = z.array(activityEntrySchema);

/** The timeline of the order or registration `id`: `GET` it; `POST` a note to `…/notes`. */
export const adminActivityPath = (entity: ActivityEntity, id: string) =>
  `/api/admin/${entity === 'order' ? 'orders' : 'registrations'}/${encodeURIComponent(id)}/activity`;
export const adminNotePath = (entity: ActivityEntity, id: string) =>
  `/api/admin/${entity === 'order' ? 'orders' : 'registrations'}/${encodeURIComponent(id)}/notes`;

/** "Simpan catatan": a note only admins ever read (never a page or an e-mail outside). */
export const internalNoteRequestSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, messages['admin.activity.note.required'])
      .max(
        INTERNAL_NOTE_MAX,
        messages['admin.activity.note.tooLong'].replace('{maximum}', String(INTERNAL_NOTE_MAX)),
      ),
  })
  .superRefine(refuseControlCharacters(['text']));
export type InternalNoteRequest = z.infer<typeof internalNoteRequestSchema>;
