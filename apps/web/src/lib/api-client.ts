import { ERROR_CODES, errorMessages, type ErrorCode } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/common';

/**
 * Two codes never come from the server: `network_error` (no answer at all) and
 * `invalid_response` (an answer that does not match its contract).
 */
export type ApiErrorCode = ErrorCode | 'network_error' | 'invalid_response';

/** A failed API call, carrying the Indonesian text to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Readonly<Record<string, string>>;
  /** From the `Retry-After` header (throttling, maintenance), when the server sent one. */
  readonly retryAfterSeconds: number | undefined;
  /** The answer's `X-Request-Id`: shown as "Kode: …", so the shop can find it in its logs. */
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
    requestId?: string;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.requestId = options.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** The request id of the answer `error` came from, if the server answered. */
export function requestIdOf(error: unknown): string | undefined {
  return isApiError(error) ? error.requestId : undefined;
}

type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (files go up before, through /api/uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates the answer, typically a contracts schema's `parse`. */
  parse?: (data: unknown) => T;
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'not_authorized';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429 || (status >= 502 && status <= 504)) return 'service_unavailable';
  return status >= 500 ? 'internal_error' : 'bad_request';
}

/** `Retry-After` is either seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header)
    : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

export function toApiError(
  response: Pick<Response, 'status' | 'headers'>,
  data: unknown,
): ApiError {
  const { status } = response;
  const error = (data as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)
    ?.error;
  const code = isErrorCode(error?.code) ? error.code : codeForStatus(status);
  const message =
    typeof error?.message === 'string' && error.message !== ''
      ? error.message
      : errorMessages[code];
  const fields =
    error?.fields && typeof error.fields === 'object'
      ? (error.fields as Record<string, string>)
      : undefined;
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  return new ApiError({ status, code, message, fields, retryAfterSeconds: retryAfter, requestId });
}

/** Any failure of `parse` means the answer broke its contract: never show the raw error. */
export function parseAnswer<T>(
  data: unknown,
  response: Pick<Response, 'status' | 'headers'>,
  parse: (data: unknown) => T,
): T {
  try {
    return parse(data);
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: t('common.invalidResponse'),
      requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
      cause,
    });
  }
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** Calls our JSON API with the session cookie; throws `ApiError` for every failure. */
export async function apiRequest<T = unknown>(
  path: string,
  { method = 'GET', body, headers, signal, parse }: ApiRequestOptions<T> = {},
): Promise<T> {
  const encoded = encodeBody(body);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(encoded.contentType ? { 'content-type': encoded.contentType } : {}),
        ...headers,
      },
      body: encoded.body,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: t('common.networkError') });
  }
  const data = await readJson(response);
  if (!response.ok) throw toApiError(response, data);
  return parse ? parseAnswer(data, response, parse) : (data as T);
}
