import { z } from 'zod';
import type { BadgeVariant } from './statuses';

export const NOTIFICATION_KINDS = [
  'order.placed.buyer',
  'order.placed.shop',
  'order.status.buyer',
  'registration.submitted.agent',
  'registration.submitted.shop',
  'registration.status.agent',
  'registration.correction.agent',
  'registration.corrected.shop',
  'staff.invitation',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKindName = z.infer<typeof notificationKindSchema>;

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** How many outbox rows one page of "Notifikasi" shows. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/**
 * One outbox message as the back office lists it: who was notified of what, never the body
 * (the order's lines, the agent's data), which the order and registration pages show.
 */
export const adminNotificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  channel: z.enum(['email', 'webhook']),
  /** An e-mail address, or `webhook`. */
  recipient: z.string(),
  /** Order number or registration code. */
  reference: z.string(),
  status: notificationStatusSchema,
  tries: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

export const adminNotificationListQuerySchema = z.object({
  /** The `next` of the previous page. */
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/)
    .optional(),
});

export const adminNotificationListSchema = z.object({
  items: z.array(adminNotificationSchema),
  /** The cursor of the next (older) page; null on the last. */
  next: z.string().nullable(),
});
export type AdminNotificationList = z.infer<typeof adminNotificationListSchema>;

/** The dashboard's badge: messages that gave up after 24 hours of tries. */
export const adminNotificationSummarySchema = z.object({ failed: z.number().int().nonnegative() });
export type AdminNotificationSummary = z.infer<typeof adminNotificationSummarySchema>;

export const NOTIFICATION_STATUS_BADGES: Record<NotificationStatus, BadgeVariant> = {
  pending: 'secondary',
  sent: 'default',
  failed: 'destructive',
};
