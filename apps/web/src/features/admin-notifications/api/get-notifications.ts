import { adminNotificationListSchema } from '@toko/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'notifications', 'list'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/admin/notifications${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
        { signal, parse: adminNotificationListSchema.parse },
      ),
    getNextPageParam: (page) => page.next,
  });

/** The outbox, newest first, a page at a time ("Muat lebih banyak"). */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
