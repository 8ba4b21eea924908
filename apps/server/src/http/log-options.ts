import type { FastifyServerOptions } from 'fastify';

type LoggedRequest = { method: string; url: string; ip?: string; id?: string };

/**
 * Personal data never reaches the logs. Request bodies and headers are not logged, and the URL
 * is logged without its query string: admin searches (`?q=` a name, a phone, a NIK) and signed
 * download links (a document's file name) live there.
 */
export function serializeRequest(request: LoggedRequest) {
  return { method: request.method, path: request.url.split('?')[0], ip: request.ip };
}

type ErrorFields = Error & Record<string, unknown>;
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** Only the stack's frames: its first lines repeat the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function stringFields(error: ErrorFields, names: string[]) {
  return Object.fromEntries(
    names.flatMap((name) => (typeof error[name] === 'string' ? [[name, error[name]]] : [])),
  );
}

/**
 * An error as the logs may keep it. A failed query keeps its SQL (values are $1, $2, …), and the
 * database's error its SQLSTATE and the constraint, table or column it names, but neither their
 * parameters, message nor detail: PostgreSQL quotes the offending value there ("value
 * \"3201…\" is out of range", "Key (email)=(…) already exists"). Other errors keep their message.
 */
export function serializeError(error: Error): LoggedError {
  const fields = error as ErrorFields;
  const cause =
    error.cause === undefined
      ? {}
      : {
          cause:
            error.cause instanceof Error
              ? serializeError(error.cause)
              : { type: typeof error.cause },
        };
  // The database's own error, from pg or PGlite.
  if (typeof fields.severity === 'string' && typeof fields.code === 'string') {
    return {
      type: 'DatabaseError',
      message: `SQLSTATE ${fields.code}`,
      ...stringFields(fields, ['code', 'constraint', 'table', 'column', 'routine']),
      stack: framesOf(error),
    };
  }
  // Drizzle's DrizzleQueryError: its message lists the parameters.
  if (typeof fields.query === 'string' && 'params' in fields) {
    return {
      type: error.constructor.name,
      message: 'Failed query',
      query: fields.query,
      stack: framesOf(error),
      ...cause,
    };
  }
  return {
    type: error.name,
    message: error.message,
    ...stringFields(fields, ['code']),
    stack: error.stack ?? '',
    ...cause,
  };
}

/** Where log lines go: stdout as shipped, or a test's sink. */
export type LogStream = { write: (line: string) => void };

/** The logger of every server, shipped or tested: JSON lines at `level`, through the serialisers above. */
export function logOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return { level, serializers: { req: serializeRequest, err: serializeError }, stream };
}
