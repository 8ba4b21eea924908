import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { seoOfMatches } from './route-handle';

/** Keeps `document.title` in step with the current route's `handle.seo` on client navigation. */
export function useDocumentTitle(routes: RouteObject[]) {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname) ?? [];
  const { title } = seoOfMatches(matches.map((match) => match.route));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
