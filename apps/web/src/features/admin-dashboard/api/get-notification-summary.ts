import { adminNotificationSummarySchema } from '@toko/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under the outbox's key: "Kirim ulang" on "Notifikasi" refreshes it. */
export const notificationSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'notifications', 'summary'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/notifications/summary', {
        signal,
        parse: adminNotificationSummarySchema.parse,
      }),
  });

/** How many messages have failed: the dashboard's badge. */
export function useNotificationSummary() {
  return useQuery(notificationSummaryQueryOptions());
}
