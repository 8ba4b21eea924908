import { errorMessages, type ApiErrorBody, type ErrorCode } from '@toko/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { FileTooLargeError } from '../storage/storage';
import { AppError } from './app-error';
import { setRequestIdHeader } from './request-id';
import { setSecurityHeaders } from './security-headers';

type ErrorAnswer = {
  status: number;
  code: ErrorCode;
  fields?: Record<string, string>;
  message?: string;
  retryAfterSeconds?: number;
};

/** Fastify's own errors that are the client's fault, mapped to our codes. */
const FRAMEWORK_CODES: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'bad_request' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'bad_request' },
};

const BAD_REQUEST: ErrorAnswer = { status: 400, code: 'bad_request' };

/**
 * Any other client error a framework part raises (the router a too-long parameter), answered
 * with the code of its status, so that status and code agree; a status without a code of its own
 * is a 400. The file server's 403 is for a path no file has (`//api//health`, `/a/../b`, a
 * spelling that differs from the file's): to the client, that is a 404.
 */
const FRAMEWORK_STATUSES: Record<number, ErrorAnswer> = {
  401: { status: 401, code: 'unauthenticated' },
  403: { status: 404, code: 'not_found' },
  404: { status: 404, code: 'not_found' },
  413: { status: 413, code: 'body_too_large' },
  415: { status: 415, code: 'unsupported_media_type' },
};

/** The first message per field, fields named by their dotted path (`buyer.name`). */
function firstMessagePerField(issues: { path: string; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path || 'body'] ??= issue.message;
  return fields;
}

function answerFor(error: FastifyError): ErrorAnswer {
  if (error instanceof AppError) {
    const { statusCode: status, code, fields, message, retryAfterSeconds } = error;
    return { status, code, fields, message, retryAfterSeconds };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: String(issue.message),
    }));
    return { status: 400, code: 'validation_failed', fields: firstMessagePerField(issues) };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { status: 400, code: 'validation_failed', fields: firstMessagePerField(issues) };
  }
  if (error instanceof FileTooLargeError) return { status: 413, code: 'payload_too_large' };
  if (isDatabaseUnavailable(error)) return { status: 503, code: 'service_unavailable' };
  const mapped = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (mapped) return mapped;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return FRAMEWORK_STATUSES[status] ?? BAD_REQUEST;
  return { status: 500, code: 'internal_error' };
}

/**
 * Answers any error as `{ error: { code, message, fields? } }`: Indonesian messages, stable
 * codes, and never a stack trace or SQL text. Only unexpected 5xx errors are logged as errors;
 * a 5xx the server chose is a warning.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error);
  if (answer.status >= 500) {
    // An AppError is an answer the server chose (still starting, a full upload disk): the
    // operator is told, as a warning; anything else is a failure.
    if (error instanceof AppError) request.log.warn({ code: answer.code }, 'request refused');
    else request.log.error({ err: error }, 'request failed');
  }
  if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
  // Also for errors raised before routing (a malformed URL), which skip the hooks: an error is
  // never kept, and carries the security headers like every answer.
  setSecurityHeaders(reply.raw);
  setRequestIdHeader(reply);
  reply.header('cache-control', 'no-store');
  // Node would read the rest of an unread chunked body to keep the connection: it has no end.
  if (request.headers['transfer-encoding'] && !request.raw.complete) {
    reply.header('connection', 'close');
  }
  const body: ApiErrorBody = {
    error: {
      code: answer.code,
      message: answer.message ?? errorMessages[answer.code],
      ...(answer.fields ? { fields: answer.fields } : {}),
    },
  };
  return reply.status(answer.status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}
