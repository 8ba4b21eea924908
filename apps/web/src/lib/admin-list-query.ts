import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListParams } from './admin-list-params';
import {
  adminExportPath,
  adminListPath,
  type AdminList,
  type ExportFormat,
} from './admin-list-paths';
import { apiRequest } from './api-client';
import { downloadFromApi } from './download-from-api';

/** The cache key of every page of a list: a change to one record refetches them all. */
export const adminListKey = (list: AdminList) => ['admin', list, 'list'] as const;

/** One page of an admin list; the page shown stays while the next one loads. */
export function adminListQueryOptions<Status extends string, Page>(
  list: AdminList,
  params: ListParams<Status>,
  parse: (body: unknown) => Page,
) {
  return queryOptions({
    queryKey: [...adminListKey(list), params],
    queryFn: ({ signal }) => apiRequest(adminListPath(list, params), { signal, parse }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the CSV or XLSX the server streams under its own name (`<list>.<format>` if none). */
export function exportAdminList<Status extends string>(
  list: AdminList,
  params: ListParams<Status>,
  format: ExportFormat,
) {
  return downloadFromApi(adminExportPath(list, params, format), `${list}.${format}`);
}

/** After a record changes or goes: its list and the dashboard's numbers load again. */
export function refetchListAndStats(queryClient: QueryClient, list: AdminList) {
  void queryClient.invalidateQueries({ queryKey: adminListKey(list) });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
}
