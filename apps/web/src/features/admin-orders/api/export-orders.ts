import { downloadFromApi } from '@/lib/download-from-api';

/** Downloads the CSV or XLSX the server streams (status filter only, SPEC §7) under its own name. */
export function exportOrders(status: string, format: 'csv' | 'xlsx'): Promise<void> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return downloadFromApi(`/api/admin/orders/export.${format}${query}`, `orders.${format}`);
}
