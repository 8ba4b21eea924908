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
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed,
 * or not accepting connections yet) and 53300 (too many connections). 55000 only as a FATAL
 * error, which ends the connection: PostgreSQL raises it for a database that does not allow
 * connections (`ALTER DATABASE … ALLOW_CONNECTIONS false`); as a plain ERROR it is a query's fault.
 */
function isConnectionSqlState(code: string, severity: unknown): boolean {
  return (
    /^08[0-9A-Z]{3}$/.test(code) ||
    /^57P0[123]$/.test(code) ||
    code === '53300' ||
    (code === '55000' && severity === 'FATAL')
  );
}

/**
 * node-postgres and PGlite raise these without a code. A pooled client whose connection has just
 * failed refuses the next query (a transaction's rollback, say) as not queryable.
 */
const CODELESS_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
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
    const { code, severity } = cause as { code?: unknown; severity?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || isConnectionSqlState(code, severity))
    ) {
      return true;
    }
    if (CODELESS_MESSAGES.some((message) => cause.message.startsWith(message))) return true;
  }
  return false;
}
