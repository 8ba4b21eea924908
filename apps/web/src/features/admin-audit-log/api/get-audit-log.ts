import { adminAuditLogSchema } from '@toko/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadFromApi } from '@/lib/download-from-api';

/** The filters of "Log Audit" as the query string carries them ('' = none). */
export type AuditLogFilter = { staff: string; action: string; from: string; to: string };

function auditLogUrl(path: string, filter: AuditLogFilter, before: string | null): string {
  const params = new URLSearchParams(
    Object.entries({ ...filter, before: before ?? '' }).filter(([, value]) => value !== ''),
  );
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

export const auditLogQueryOptions = (filter: AuditLogFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit-log', filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(auditLogUrl('/api/admin/audit-events', filter, pageParam), {
        signal,
        parse: adminAuditLogSchema.parse,
      }),
    getNextPageParam: (page) => page.next,
  });

/** The audit events newest first, a page at a time ("Muat lebih banyak"). */
export function useAuditLog(filter: AuditLogFilter) {
  return useInfiniteQuery(auditLogQueryOptions(filter));
}

/** The CSV of every event the filters show, under the server's name (`audit-log_….csv`). */
export function exportAuditLog(filter: AuditLogFilter) {
  return downloadFromApi(
    auditLogUrl('/api/admin/audit-events/export.csv', filter, null),
    'audit-log.csv',
  );
}
