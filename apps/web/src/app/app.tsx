import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { toElementRoutes } from './route-elements';
import { useDocumentTitle } from './use-document-title';
import { useNextPagePrefetch } from './use-next-page-prefetch';
import { useScrollToTop } from './use-scroll-to-top';

/** The whole app below the router: the browser and the prerender render exactly this. */
export function App({ routes }: { routes: RouteObject[] }) {
  const elementRoutes = useMemo(() => toElementRoutes(routes), [routes]);
  const { pathname } = useLocation();
  useDocumentTitle(routes);
  useScrollToTop();
  useNextPagePrefetch(routes);
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(elementRoutes)}</RouteErrorBoundary>;
}
