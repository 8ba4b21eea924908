import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { importUntilLoaded } from '@/lib/import-until-loaded';
import { nextPageOfMatches } from './route-handle';
import { preloadRoutes } from './route-elements';

/** Without `requestIdleCallback` (Safari), the next page's code is fetched this long after. */
const FALLBACK_DELAY_MS = 2000;

/**
 * Downloads the screens of the current route's `handle.nextPage` once the browser is idle, so
 * they render at once when opened. A download the network dropped is tried again once it is
 * back; the page's own route still loads it if opened before that.
 */
export function useNextPagePrefetch(routes: RouteObject[]) {
  const { pathname } = useLocation();
  const nextPage = nextPageOfMatches(
    (matchRoutes(routes, pathname) ?? []).map((match) => match.route),
  );
  useEffect(() => {
    if (!nextPage) return;
    const fetchNext = () => void importUntilLoaded(() => preloadRoutes(routes, nextPage));
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(fetchNext, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchNext, FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [routes, nextPage]);
}
