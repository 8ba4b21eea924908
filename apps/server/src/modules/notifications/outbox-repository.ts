import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notificationOutbox, type OutboxChannel } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';
import type { NotificationKind, NotificationPayloads } from './notification-kinds';

export type OutboxMessage<K extends NotificationKind = NotificationKind> = {
  kind: K;
  channel: OutboxChannel;
  recipient: string;
  reference: string;
  payload: NotificationPayloads[K];
};

export type ClaimedMessage = typeof notificationOutbox.$inferSelect;

/** Writes messages in the caller's transaction: they commit, or vanish, with the change. */
export async function insertOutboxMessages(
  tx: Transaction,
  messages: OutboxMessage[],
  { now, retryForMs }: { now: Date; retryForMs: number },
): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(notificationOutbox).values(
    messages.map((message) => ({
      ...message,
      payload: message.payload as Record<string, unknown>,
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + retryForMs),
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * Takes up to `limit` due messages of the given channels for one send: in one statement, rows
 * no other worker holds (`FOR UPDATE SKIP LOCKED`) get their next attempt moved past the lease
 * and their tries counted, and commit so. Another instance skips them until the lease ends, so
 * only a worker that died mid-send leaves a message to be sent again (docs/decisions/017).
 */
export async function claimDueMessages(
  db: Database,
  {
    channels,
    now,
    leaseMs,
    limit,
  }: { channels: OutboxChannel[]; now: Date; leaseMs: number; limit: number },
): Promise<ClaimedMessage[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.status, 'pending'),
        inArray(notificationOutbox.channel, channels),
        sql`${notificationOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(notificationOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({
      tries: sql`${notificationOutbox.tries} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(inArray(notificationOutbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ status: 'sent', sentAt: now, updatedAt: now, lastError: null })
    .where(eq(notificationOutbox.id, id));
}

/** A failed try: another at `retryAt`, or, past the retry period (`retryAt` null), failed. */
export async function markTryFailed(
  db: Database,
  id: string,
  { error, retryAt, now }: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({
      lastError: error.slice(0, 500),
      updatedAt: now,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }),
    })
    .where(eq(notificationOutbox.id, id));
}

/** "Kirim ulang": a failed message waits again, its retry period starting over. */
export async function requeueFailed(
  db: Database | Transaction,
  id: string,
  { now, retryForMs }: { now: Date; retryForMs: number },
): Promise<boolean> {
  const rows = await db
    .update(notificationOutbox)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + retryForMs),
      updatedAt: now,
    })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'failed')))
    .returning({ id: notificationOutbox.id });
  return rows.length > 0;
}

/** What a list of messages shows of each (the Notifikasi page, Aktivitas). */
export const OUTBOX_LIST_COLUMNS = {
  id: notificationOutbox.id,
  kind: notificationOutbox.kind,
  channel: notificationOutbox.channel,
  recipient: notificationOutbox.recipient,
  reference: notificationOutbox.reference,
  status: notificationOutbox.status,
  tries: notificationOutbox.tries,
  lastError: notificationOutbox.lastError,
  createdAt: notificationOutbox.createdAt,
  sentAt: notificationOutbox.sentAt,
};

/** The outbox newest first, a page after the `before` cursor (created_at, id). */
export async function listOutbox(
  db: Database,
  { limit, before }: { limit: number; before?: { createdAt: Date; id: string } },
) {
  const table = notificationOutbox;
  return db
    .select(OUTBOX_LIST_COLUMNS)
    .from(table)
    .where(
      before
        ? or(
            lt(table.createdAt, before.createdAt),
            and(eq(table.createdAt, before.createdAt), lt(table.id, before.id)),
          )
        : undefined,
    )
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
}

export async function countFailedMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ failed: count() })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.status, 'failed'));
  return row?.failed ?? 0;
}

/** Sent and failed messages written before `before`: they hold an address, kept no longer. */
export async function deleteOldMessages(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(notificationOutbox)
    .where(
      and(
        inArray(notificationOutbox.status, ['sent', 'failed']),
        lt(notificationOutbox.createdAt, before),
      ),
    )
    .returning({ id: notificationOutbox.id });
  return rows.length;
}
