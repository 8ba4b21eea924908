import { z } from 'zod';

export const adminStatsSchema = z.object({
  totalOrders: z.number().int().nonnegative(),
  pendingOrders: z.number().int().nonnegative(),
  totalRegistrations: z.number().int().nonnegative(),
  newRegistrations: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** How many events the dashboard's recent-activity box shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

export const ACTIVITY_KINDS = [
  'order_created',
  'order_status_changed',
  'registration_created',
  'registration_status_changed',
  'registration_edited',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/**
 * One event of `GET /api/admin/stats/activity`: a new order or registration, an order's or a
 * registration's status change, or a registration edit, on a record that is not soft-deleted.
 */
export const adminActivityItemSchema = z.object({
  kind: activityKindSchema,
  /** ISO timestamp of the event. */
  at: z.string(),
  entity: z.enum(['order', 'registration']),
  /** The record's id: the link goes to /admin/orders/:id or /admin/registrations/:id. */
  entityId: z.uuid(),
  /** Order number or registration code. */
  code: z.string(),
  /** Buyer's or applicant's name. */
  name: z.string(),
  /** Status changes: the old and new status values. */
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** Registration edits: the changed fields' names (API names, e.g. `full_name`). */
  fields: z.array(z.string()),
  /** The admin who made a change, when known. */
  adminEmail: z.string().nullable(),
});
export type AdminActivityItem = z.infer<typeof adminActivityItemSchema>;

export const adminActivitySchema = z.object({
  items: z.array(adminActivityItemSchema).max(RECENT_ACTIVITY_LIMIT),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;

/** The dashboard chart covers the last 30 shop days (Asia/Jakarta), today included. */
export const DASHBOARD_CHART_DAYS = 30;

/**
 * `GET /api/admin/stats/daily`: one entry per shop day, oldest first, zero-filled. `orders` and
 * `registrations` count the live rows created that day; `paidValue` sums the totals (rupiah) of
 * live orders with status paid whose `paid_at` falls on that day.
 */
export const adminDailyStatsSchema = z.object({
  days: z.array(
    z.object({
      /** `yyyy-MM-dd` in Asia/Jakarta. */
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      orders: z.number().int().nonnegative(),
      registrations: z.number().int().nonnegative(),
      paidValue: z.number().int().nonnegative(),
    }),
  ),
});
export type AdminDailyStats = z.infer<typeof adminDailyStatsSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `GET /api/ready`: whether a load balancer should send this instance requests (200 `ready`), or
 * not (503): it is starting (migrations), shutting down, or its database does not answer.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'starting', 'stopping', 'database_down']),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/** The dashboard warns when no backup has succeeded for this long. */
export const BACKUP_STALE_HOURS = 48;

/**
 * `GET /api/admin/stats/backup`: the last finished backup, and the dashboard's warning:
 * `not_configured` without scheduled backups (BACKUP_KEY and BACKUP_DIR, BACKUP_S3_PREFIX or BACKUP_SCHEDULE),
 * `stale` when none succeeded in the last `BACKUP_STALE_HOURS`.
 */
export const adminBackupStatusSchema = z.object({
  configured: z.boolean(),
  last: z
    .object({
      /** ISO timestamp of when it finished. */
      at: z.string(),
      status: z.enum(['ok', 'failed']),
      sizeBytes: z.number().int().nonnegative().nullable(),
    })
    .nullable(),
  warning: z.enum(['not_configured', 'stale']).nullable(),
});
export type AdminBackupStatus = z.infer<typeof adminBackupStatusSchema>;
