import { downloadFromApi } from '@/lib/download-from-api';

/** Downloads the streamed CSV or XLSX (status filter only, SPEC §7) under the server's name. */
export function exportRegistrations(status: string, format: 'csv' | 'xlsx'): Promise<void> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return downloadFromApi(
    `/api/admin/registrations/export.${format}${query}`,
    `registrations.${format}`,
  );
}
