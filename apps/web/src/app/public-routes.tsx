import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import type { RouteObject } from 'react-router';
import { marketingRoutes } from './marketing-routes';
import { registrationRoutes } from './registration-routes';
import { shopRoutes } from './shop-routes';
import { lazyNotFound } from './lazy-not-found';
import { NOT_FOUND_SEO, type RouteHandle } from './route-handle';
import { routePaths } from './route-paths';

const notFoundHandle: RouteHandle = { seo: NOT_FOUND_SEO };

/**
 * The children of the public layout: the screens built so far, then every other public path of
 * SPEC §2 showing the 404 page until its issue builds it, then the catch-all 404.
 */
export function publicRoutes(): RouteObject[] {
  const screens: RouteObject[] = [...marketingRoutes, ...shopRoutes, ...registrationRoutes];
  const built = new Set(routePaths(screens).map((entry) => entry.path));
  const pending = Object.values(PUBLIC_PAGE_PATHS)
    .filter((path) => !built.has(path))
    .map((path): RouteObject => ({ path, handle: notFoundHandle, lazy: lazyNotFound }));
  return [...screens, ...pending, { path: '*', handle: notFoundHandle, lazy: lazyNotFound }];
}
