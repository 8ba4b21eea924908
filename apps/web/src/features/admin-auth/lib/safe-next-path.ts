import { ADMIN_PAGE_PATHS } from '@toko/contracts';

const PLACEHOLDER_ORIGIN = 'http://same-site.invalid';
const ADMIN_AREA = '/admin/';

/**
 * Where to go after signing in: `next` resolved against our own origin (dot segments, `%2e`
 * and all), kept only when it stays on that origin and its normalised path is an admin page
 * other than the login itself; anything else, or a control character or backslash, goes to the
 * dashboard. `/.//evil.example` normalises to `//evil.example`, which is neither.
 */
export function safeNextPath(
  next: string | null | undefined,
  origin: string = globalThis.location?.origin ?? PLACEHOLDER_ORIGIN,
): string {
  const fallback = ADMIN_PAGE_PATHS.dashboard;
  if (!next?.startsWith('/')) return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  const url = new URL(next, origin);
  const { pathname } = url;
  if (url.origin !== new URL(origin).origin || !pathname.startsWith(ADMIN_AREA)) return fallback;
  if (pathname.replace(/\/+$/, '') === ADMIN_PAGE_PATHS.login) return fallback;
  return `${pathname}${url.search}${url.hash}`;
}

/** `/admin/login?next=...` for the page the visitor wanted. */
export function loginPathFor(wanted: string): string {
  return `${ADMIN_PAGE_PATHS.login}?next=${encodeURIComponent(wanted)}`;
}
