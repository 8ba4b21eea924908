import type { RouteObject } from 'react-router';
import { marketingRoutes } from './marketing-routes';
import { registrationRoutes } from './registration-routes';
import { buyRoutes } from './buy-routes';
import { lazyNotFound } from './lazy-not-found';
import { NOT_FOUND_SEO, type RouteHandle } from './route-handle';

const notFoundHandle: RouteHandle = { seo: NOT_FOUND_SEO };

/**
 * The children of the public layout: every public screen, then the catch-all 404
 * (docs/product.md, "Public pages").
 */
export function publicRoutes(): RouteObject[] {
  return [
    ...marketingRoutes,
    ...buyRoutes,
    ...registrationRoutes,
    { path: '*', handle: notFoundHandle, lazy: lazyNotFound },
  ];
}
