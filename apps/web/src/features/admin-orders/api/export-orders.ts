import { downloadFromApi } from '@/lib/download-from-api';

/** Downloads the CSV the server streams (status filter only, SPEC §7) under its own file name. */
export function exportOrders(status: string): Promise<void> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return downloadFromApi(`/api/admin/orders/export.csv${query}`, 'orders.csv');
}
