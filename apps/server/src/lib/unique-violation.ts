/**
 * Whether `error` (or an error it wraps: Drizzle puts the driver's error in `cause`) is
 * PostgreSQL's unique violation (SQLSTATE 23505) of the named constraint. pg and PGlite both
 * report `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}
