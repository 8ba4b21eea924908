import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-routes';
import { AppRoot } from './app-root';
import { publicRoutes } from './public-routes';
import { RouteError } from './route-error';

/** The whole route table, shared by the browser (main.tsx) and the prerender (entry-server.tsx). */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: AppRoot,
      ErrorBoundary: RouteError,
      children: [
        {
          lazy: () =>
            import('@/components/layout/public-layout').then((module) => ({
              Component: module.PublicLayout,
            })),
          children: publicRoutes(),
        },
        adminRoute(),
      ],
    },
  ];
}
