import { z } from 'zod';
import { BULK_STATUS_MAX_ROWS } from './limits';
import { adminMessages as messages } from './messages/admin';
import { formatCount } from './money';

/**
 * `POST /api/admin/<list>/bulk-status`: the new status for up to `BULK_STATUS_MAX_ROWS` rows,
 * each named with the `updatedAt` the admin saw: a row changed since is reported, not
 * overwritten.
 */
export function bulkStatusChangeSchema<Status extends z.ZodType<string>>(statusSchema: Status) {
  return z.object({
    status: statusSchema,
    rows: z
      .array(z.object({ id: z.uuid(), updatedAt: z.iso.datetime({ offset: true }) }))
      .min(1, messages['admin.list.bulkEmpty'])
      .max(
        BULK_STATUS_MAX_ROWS,
        messages['admin.list.bulkTooMany'].replace('{max}', formatCount(BULK_STATUS_MAX_ROWS)),
      ),
  });
}

export const BULK_CONFLICT_REASONS = ['deleted', 'changed'] as const;

/** What a bulk change did: rows changed, rows already in the status, rows left alone and why. */
export const bulkStatusResultSchema = z.object({
  changed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  conflicts: z.array(z.object({ id: z.string(), reason: z.enum(BULK_CONFLICT_REASONS) })),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;
