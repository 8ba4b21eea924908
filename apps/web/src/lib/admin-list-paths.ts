import { listQueryString, type ListParams } from './admin-list-params';

/** The admin lists the server serves at `/api/admin/<list>` with a `/export.<format>` beside it. */
export type AdminList = 'orders' | 'registrations';
export type ExportFormat = 'csv' | 'xlsx';

/** The list request: search, status and page, empty parts left out. */
export function adminListPath<Status extends string>(list: AdminList, params: ListParams<Status>) {
  return `/api/admin/${list}?${listQueryString(params)}`;
}

/**
 * The export request: the status filter only, all statuses when none is chosen
 * (docs/product.md, "Exports").
 */
export function adminExportPath(list: AdminList, status: string, format: ExportFormat) {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return `/api/admin/${list}/export.${format}${query}`;
}
