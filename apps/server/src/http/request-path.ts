/** One leading slash, then only characters a URL path keeps as they are (no `%`, `\\`, `?`). */
const PLAIN_PATH = /^\/(?!\/)[\w\-.~!$&'()*+,;=:@/]*$/;

/**
 * The path of `request.url` (origin form by then: request-target.ts), as the router and the file
 * server read it: the query dropped, percent-escapes decoded (`%2f`, `%2e`), backslashes as
 * slashes and dot segments resolved. `/manual/..%2f..%2fadmin/login` is `/admin/login`. A
 * malformed escape leaves it undecoded.
 */
export function normalisedRequestPath(url: string): string {
  const queryAt = url.indexOf('?');
  const raw = queryAt === -1 ? url : url.slice(0, queryAt);
  // Most paths have nothing to decode or resolve: they are answered without building a URL.
  if (PLAIN_PATH.test(raw) && !raw.includes('/.')) return raw;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Kept as sent: the router answers such a URL with 400 anyway.
  }
  return new URL(decoded.replace(/^[/\\]*/, '/'), 'http://localhost').pathname;
}

/** Whether a path, as `normalisedRequestPath` gives it, is one of the API's. */
export function isApiRequestPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
