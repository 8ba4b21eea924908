import { RECENT_ACTIVITY_LIMIT, type AdminActivityItem } from '@toko/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { adminAuditEvents, orders, registrations, users } from '../../../db/schema';

/** The admin actions the recent-activity box shows (the index `admin_audit_activity_idx` covers them). */
export const ACTIVITY_ACTIONS = [
  'order.status_change',
  'registration.status_change',
  'registration.edit',
] as const;

type Changes = Record<string, { old?: unknown; new?: unknown }>;

/**
 * The latest events on live records, newest first: new orders, new registrations, and the
 * admins' status changes and registration edits (from `admin_audit_events`). Three small
 * queries, each reading at most `limit` rows by an index in time order; merged here.
 */
export async function recentActivity(
  db: Database,
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<AdminActivityItem[]> {
  const [newOrders, newRegistrations, changes] = await Promise.all([
    db
      .select({
        id: orders.id,
        at: orders.createdAt,
        code: orders.orderNumber,
        name: orders.buyerName,
        status: orders.status,
      })
      .from(orders)
      .where(isNull(orders.deletedAt))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db
      .select({
        id: registrations.id,
        at: registrations.createdAt,
        code: registrations.code,
        name: registrations.fullName,
      })
      .from(registrations)
      .where(isNull(registrations.deletedAt))
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(limit),
    db
      .select({
        at: adminAuditEvents.createdAt,
        action: adminAuditEvents.action,
        details: adminAuditEvents.details,
        adminEmail: users.email,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        buyerName: orders.buyerName,
        registrationId: registrations.id,
        registrationCode: registrations.code,
        fullName: registrations.fullName,
      })
      .from(adminAuditEvents)
      .leftJoin(
        orders,
        and(
          eq(adminAuditEvents.entityType, 'order'),
          eq(orders.id, sql`${adminAuditEvents.entityId}::uuid`),
          isNull(orders.deletedAt),
        ),
      )
      .leftJoin(
        registrations,
        and(
          eq(adminAuditEvents.entityType, 'registration'),
          eq(registrations.id, sql`${adminAuditEvents.entityId}::uuid`),
          isNull(registrations.deletedAt),
        ),
      )
      .leftJoin(users, eq(users.id, adminAuditEvents.adminUserId))
      .where(
        and(
          inArray(adminAuditEvents.action, [...ACTIVITY_ACTIONS]),
          or(isNotNull(orders.id), isNotNull(registrations.id)),
        ),
      )
      .orderBy(desc(adminAuditEvents.createdAt))
      .limit(limit),
  ]);

  const none = { fromStatus: null, toStatus: null, fields: [], adminEmail: null };
  const items: AdminActivityItem[] = [
    ...newOrders.map((row) => ({
      ...none,
      kind: 'order_created' as const,
      at: row.at.toISOString(),
      entity: 'order' as const,
      entityId: row.id,
      code: row.code,
      name: row.name,
    })),
    ...newRegistrations.map((row) => ({
      ...none,
      kind: 'registration_created' as const,
      at: row.at.toISOString(),
      entity: 'registration' as const,
      entityId: row.id,
      code: row.code,
      name: row.name,
    })),
    ...changes.flatMap((row): AdminActivityItem[] => {
      const changed = ((row.details as { changes?: Changes } | null)?.changes ?? {}) as Changes;
      const status = changed.status;
      const common = {
        at: row.at.toISOString(),
        adminEmail: row.adminEmail,
        fromStatus: status ? String(status.old ?? '') || null : null,
        toStatus: status ? String(status.new ?? '') || null : null,
        fields: Object.keys(changed).sort(),
      };
      if (row.orderId) {
        return [
          {
            ...common,
            kind: 'order_status_changed',
            entity: 'order',
            entityId: row.orderId,
            code: row.orderNumber ?? '',
            name: row.buyerName ?? '',
          },
        ];
      }
      if (!row.registrationId) return [];
      return [
        {
          ...common,
          kind:
            row.action === 'registration.status_change'
              ? 'registration_status_changed'
              : 'registration_edited',
          entity: 'registration',
          entityId: row.registrationId,
          code: row.registrationCode ?? '',
          name: row.fullName ?? '',
        },
      ];
    }),
  ];
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}
