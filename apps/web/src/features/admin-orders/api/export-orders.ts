import { t } from '@toko/contracts/i18n/common';
import { ApiError, readJson, toApiError } from '@/lib/api-client';

/** Downloads the CSV the server streams (status filter only, SPEC §7) under its own file name. */
export async function exportOrders(status: string): Promise<void> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/admin/orders/export.csv${query}`, { credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: t('common.networkError'),
      cause,
    });
  }
  if (!response.ok) throw toApiError(response, await readJson(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
