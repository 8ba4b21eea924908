import { IDEMPOTENCY_KEY_HEADER } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/common';
import { ApiError, parseAnswer, readJson, toApiError } from '@/lib/api-client';
import { toFormData, type MultipartRequest } from './multipart-request';
import { progressPercent } from './progress-percent';

export type SendOptions<T> = {
  /** Whole percent of the request body sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Validates the answer, typically a contracts schema's `parse`. */
  parse?: (data: unknown) => T;
};

/** The XHR's answer as a fetch `Response`, so the API client's error mapping reads it as is. */
function toResponse(xhr: XMLHttpRequest): Response {
  const bodyless = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
  const retryAfter = xhr.getResponseHeader('retry-after');
  return new Response(bodyless ? null : xhr.responseText, {
    status: xhr.status,
    headers: retryAfter ? { 'retry-after': retryAfter } : {},
  });
}

async function readAnswer<T>(response: Response, parse?: (data: unknown) => T): Promise<T> {
  const data = await readJson(response);
  if (!response.ok) throw toApiError(response, data);
  return parse ? parseAnswer(data, response.status, parse) : (data as T);
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * Sends one multipart request with XMLHttpRequest, the only browser API that reports upload
 * progress. Same answers as `apiRequest`: the parsed data, an `ApiError` (`network_error`
 * when no answer came), or an `AbortError` after `signal` aborted it.
 */
export function sendMultipart<T = unknown>(
  request: MultipartRequest,
  { onProgress, signal, parse }: SendOptions<T> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open(request.method ?? 'POST', request.url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (request.idempotencyKey) {
      xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, request.idempotencyKey);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () => readAnswer(toResponse(xhr), parse).then(resolve, reject);
    xhr.onerror = xhr.ontimeout = () =>
      reject(new ApiError({ status: 0, code: 'network_error', message: t('common.networkError') }));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(toFormData(request));
  });
}
