import { errorMessages, type ErrorCode } from '@toko/contracts';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  not_authorized: 403,
  link_expired: 403,
  csrf_rejected: 403,
  not_found: 404,
  conflict: 409,
  idempotency_conflict: 409,
  payload_too_large: 413,
  body_too_large: 413,
  unsupported_file_type: 415,
  unsupported_media_type: 415,
  invalid_credentials: 401,
  invalid_order_state: 400,
  too_many_login_attempts: 429,
  too_many_registration_attempts: 429,
  too_many_requests: 429,
  service_unavailable: 503,
  internal_error: 500,
  idempotency_key_invalid: 400,
  export_too_large: 422,
  two_factor_setup_required: 403,
  invalid_two_factor_code: 401,
  two_factor_login_expired: 401,
  two_factor_already_enabled: 409,
  two_factor_not_enabled: 409,
  two_factor_cannot_disable: 403,
  misdirected_request: 421,
  request_timeout: 408,
  headers_too_large: 431,
  insufficient_storage: 507,
  last_owner: 409,
};

/** The only error type routes throw on purpose; the error handler turns it into `{ error }`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    options: { message?: string; fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? errorMessages[code]);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
}
