import { z } from 'zod';

export const adminStatsSchema = z.object({
  totalOrders: z.number().int().nonnegative(),
  pendingOrders: z.number().int().nonnegative(),
  totalRegistrations: z.number().int().nonnegative(),
  newRegistrations: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
