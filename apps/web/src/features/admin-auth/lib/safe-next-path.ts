import { ADMIN_PAGE_PATHS } from '@toko/contracts';

const PLACEHOLDER_ORIGIN = 'http://same-site.invalid';

/**
 * Where to go after signing in: `next` only when it is a path on this site (one leading '/',
 * not '//' or '/\', no scheme, no control characters), else the dashboard.
 */
export function safeNextPath(next: string | null | undefined): string {
  const fallback = ADMIN_PAGE_PATHS.dashboard;
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  const url = new URL(next, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname === ADMIN_PAGE_PATHS.login) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/admin/login?next=...` for the page the visitor wanted. */
export function loginPathFor(wanted: string): string {
  return `${ADMIN_PAGE_PATHS.login}?next=${encodeURIComponent(wanted)}`;
}
