/** Socket failures: the database host refuses, drops or never answers the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server is shutting down,
 * crashed, or not accepting connections yet).
 */
function isConnectionSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code);
}

/** node-postgres and PGlite raise these without a code. */
const CODELESS_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'PGlite is closed',
];

function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current);) {
    seen.add(current);
    yield current;
    if (current instanceof AggregateError) yield* current.errors;
    current = current.cause;
  }
}

/**
 * True when a query failed because the database cannot be reached, not because of the query.
 * Drizzle wraps driver errors (`DrizzleQueryError`), so the whole `cause` chain is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (!(cause instanceof Error)) continue;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isConnectionSqlState(code))) {
      return true;
    }
    if (CODELESS_MESSAGES.some((message) => cause.message.startsWith(message))) return true;
  }
  return false;
}
