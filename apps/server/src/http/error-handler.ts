import { errorMessages, type ApiErrorBody, type ErrorCode } from '@toko/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  fields?: Record<string, string>,
  message?: string,
) {
  const body: ApiErrorBody = {
    error: { code, message: message ?? errorMessages[code], ...(fields ? { fields } : {}) },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own errors that are the client's fault, mapped to our codes. */
const FRAMEWORK_CODES: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_PARTS_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_FILES_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_FIELDS_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'bad_request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'bad_request' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'bad_request' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'bad_request' },
};

/**
 * One error handler for the whole API: Indonesian messages, stable codes, and never a
 * stack trace or SQL text in a response. Only 5xx errors are logged as errors.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, error.code, error.fields, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[path] ??= String(issue.message);
      }
      return send(reply, 400, 'validation_failed', fields);
    }
    const mapped = error.code ? FRAMEWORK_CODES[error.code] : undefined;
    if (mapped) return send(reply, mapped.status, mapped.code);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, status, 'bad_request');

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error');
  });
}
