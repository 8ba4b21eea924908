import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-routes';
import { publicRoutes } from './public-routes';
import { publicLayout } from './public-screens';

/** The whole route table, shared by the browser (main.tsx) and the prerender (entry-server.tsx). */
export function createRoutes(): RouteObject[] {
  return [
    {
      lazy: publicLayout,
      children: publicRoutes(),
    },
    adminRoute(),
  ];
}
