import type { ActivityEntity } from '@toko/contracts';
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  adminAuditEvents,
  notificationOutbox,
  orders,
  registrations,
  users,
} from '../../../db/schema';
import type { AuditAction } from '../../audit/record-audit';
import { OUTBOX_LIST_COLUMNS } from '../../notifications/outbox-repository';

/**
 * Audit actions that are not part of a record's story: looking at a document or a proof is kept
 * in the processing record (docs/product.md, "Audit") but would drown the timeline.
 */
const NOT_IN_TIMELINE: readonly AuditAction[] = ['order.proof_view', 'registration.document_view'];

/** What a timeline needs of a live order or registration: its creation and its reference. */
export async function findLiveRecord(db: Database, entity: ActivityEntity, id: string) {
  if (entity === 'order') {
    const [row] = await db
      .select({ id: orders.id, createdAt: orders.createdAt, reference: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.id, id), isNull(orders.deletedAt)));
    return row ?? null;
  }
  const [row] = await db
    .select({
      id: registrations.id,
      createdAt: registrations.createdAt,
      reference: registrations.code,
    })
    .from(registrations)
    .where(and(eq(registrations.id, id), isNull(registrations.deletedAt)));
  return row ?? null;
}

/** The record's audit events, newest first, each with its admin's e-mail when known. */
export function auditEventsOf(db: Database, entity: ActivityEntity, id: string) {
  return db
    .select({
      id: adminAuditEvents.id,
      at: adminAuditEvents.createdAt,
      action: adminAuditEvents.action,
      details: adminAuditEvents.details,
      author: users.email,
    })
    .from(adminAuditEvents)
    .leftJoin(users, eq(users.id, adminAuditEvents.adminUserId))
    .where(
      and(
        eq(adminAuditEvents.entityType, entity),
        eq(adminAuditEvents.entityId, id),
        notInArray(adminAuditEvents.action, [...NOT_IN_TIMELINE]),
      ),
    )
    .orderBy(desc(adminAuditEvents.createdAt));
}

/**
 * The outbox messages about `reference` (an order number or a registration code), newest first:
 * the outbox keeps them until its clean-up, so older ones leave the timeline with it.
 */
export function outboxMessagesOf(db: Database, reference: string) {
  const table = notificationOutbox;
  return db
    .select(OUTBOX_LIST_COLUMNS)
    .from(table)
    .where(eq(table.reference, reference))
    .orderBy(desc(table.createdAt));
}
