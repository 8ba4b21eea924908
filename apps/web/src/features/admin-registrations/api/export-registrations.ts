import { downloadFromApi } from '@/lib/download-from-api';

/** Downloads the streamed CSV (status filter only, SPEC §7) under the server's file name. */
export function exportRegistrations(status: string): Promise<void> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return downloadFromApi(`/api/admin/registrations/export.csv${query}`, 'registrations.csv');
}
