import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { hasOwnTitle, seoOfMatches } from './route-handle';

/** Keeps `document.title` in step with the current route's `handle.seo` on client navigation. */
export function useDocumentTitle(routes: RouteObject[]) {
  const { pathname } = useLocation();
  const matches = (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
  const ownTitle = hasOwnTitle(matches);
  const { title } = seoOfMatches(matches);
  useEffect(() => {
    if (!ownTitle) document.title = title;
  }, [title, ownTitle]);
}
