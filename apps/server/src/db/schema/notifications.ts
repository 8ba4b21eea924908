import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type OutboxChannel = 'email' | 'webhook';

/**
 * A notification waiting to be delivered, written in the transaction of the change it tells of
 * (docs/decisions/017): a crash after the commit delays it, never loses it. The id is the
 * e-mail's Message-ID and the webhook's delivery id. `payload` holds what the text needs (order
 * number, items, total), never a NIK, a bank account or a document.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    /** An e-mail address, or `webhook`. */
    recipient: text('recipient').notNull(),
    /** The order number or registration code the message is about. */
    reference: text('reference').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    /** When a worker may take it: a claim moves it past the send's lease (outbox-repository.ts). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Past this, a try that fails marks the message failed; "Kirim ulang" moves it on. */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('notification_outbox_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('notification_outbox_failed_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'failed'`),
  ],
);
