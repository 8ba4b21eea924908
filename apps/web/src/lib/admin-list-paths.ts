import { listQueryString, type ListParams } from './admin-list-params';

/** The admin lists the server serves at `/api/admin/<list>` with a `/export.<format>` beside it. */
export type AdminList = 'orders' | 'registrations';
export type ExportFormat = 'csv' | 'xlsx';

/** The list request: search, filters, sort and page, empty parts left out. */
export function adminListPath<Status extends string>(list: AdminList, params: ListParams<Status>) {
  return `/api/admin/${list}?${listQueryString(params)}`;
}

/**
 * The export request: exactly what the list shows, its search, status, days and order, without
 * the page (docs/product.md, "Exports").
 */
export function adminExportPath<Status extends string>(
  list: AdminList,
  params: ListParams<Status>,
  format: ExportFormat,
) {
  const query = listQueryString(params, { withPage: false });
  return `/api/admin/${list}/export.${format}${query ? `?${query}` : ''}`;
}

/** The bulk status change of a list's selected rows. */
export const adminBulkStatusPath = (list: AdminList) => `/api/admin/${list}/bulk-status`;
