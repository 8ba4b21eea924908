import type { RouteObject } from 'react-router';

/** `lazy` for a route that shows the 404 content (unknown paths and screens not built yet). */
export const lazyNotFound: RouteObject['lazy'] = () =>
  import('@/components/not-found-content').then((module) => ({
    Component: module.NotFoundContent,
  }));
