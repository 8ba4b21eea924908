import { createHash } from 'node:crypto';

/**
 * SHA-256 of a request's data in a canonical JSON form (object keys sorted, so key order and
 * whitespace do not matter). Pass the validated body of the JSON request: its files went up
 * before it (/api/uploads) and it names them by their upload ids, which the hash covers. Same
 * key + same hash = the same submission.
 */
export function hashRequest(data: unknown): string {
  return createHash('sha256').update(canonicalJson(data)).digest('hex');
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) =>
    current && typeof current === 'object' && !Array.isArray(current)
      ? Object.fromEntries(Object.entries(current).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : current,
  );
}
