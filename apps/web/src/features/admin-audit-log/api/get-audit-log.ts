import { adminAuditLogSchema } from '@toko/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The filters of "Log Audit" as the query string carries them ('' = none). */
export type AuditLogFilter = { staff: string; action: string; from: string; to: string };

function auditLogUrl(filter: AuditLogFilter, before: string | null): string {
  const params = new URLSearchParams(
    Object.entries({ ...filter, before: before ?? '' }).filter(([, value]) => value !== ''),
  );
  const query = params.toString();
  return `/api/admin/audit-events${query ? `?${query}` : ''}`;
}

export const auditLogQueryOptions = (filter: AuditLogFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit-log', filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(auditLogUrl(filter, pageParam), { signal, parse: adminAuditLogSchema.parse }),
    getNextPageParam: (page) => page.next,
  });

/** The audit events newest first, a page at a time ("Muat lebih banyak"). */
export function useAuditLog(filter: AuditLogFilter) {
  return useInfiniteQuery(auditLogQueryOptions(filter));
}
