import { z } from 'zod';

/** Stable machine-readable codes; the browser maps each to a catalogue message. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'not_authorized',
  'link_expired',
  'csrf_rejected',
  'not_found',
  'conflict',
  'payload_too_large',
  'body_too_large',
  'unsupported_file_type',
  'unsupported_media_type',
  'too_many_login_attempts',
  'too_many_registration_attempts',
  'too_many_requests',
  'invalid_credentials',
  'invalid_order_state',
  'idempotency_conflict',
  'service_unavailable',
  'internal_error',
  'idempotency_key_invalid',
  'export_too_large',
  'two_factor_setup_required',
  'invalid_two_factor_code',
  'two_factor_login_expired',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  'two_factor_cannot_disable',
  'misdirected_request',
  'request_timeout',
  'headers_too_large',
  'insufficient_storage',
  'last_owner',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
