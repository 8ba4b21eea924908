import { t } from '@toko/contracts/i18n/common';
import { ApiError, readJson, toApiError } from './api-client';

/**
 * Downloads what an API path answers (e.g. a streamed CSV) under the name its
 * Content-Disposition gives; throws `ApiError` as `apiRequest` does.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
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
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
