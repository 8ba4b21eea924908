import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-routes';
import { publicRoutes } from './public-routes';

/** The whole route table, shared by the browser (main.tsx) and the prerender (entry-server.tsx). */
export function createRoutes(): RouteObject[] {
  return [
    {
      lazy: () =>
        import('@/components/layout/public-layout').then((module) => ({
          Component: module.PublicLayout,
        })),
      children: publicRoutes(),
    },
    adminRoute(),
  ];
}
