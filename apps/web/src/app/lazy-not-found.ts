import type { RouteObject } from 'react-router';

/** `lazy` for the route that shows the 404 content (unknown paths). */
export const lazyNotFound: RouteObject['lazy'] = () =>
  import('@/components/not-found-content').then((module) => ({
    Component: module.NotFoundContent,
  }));
