import type { RouteObject } from 'react-router';

/**
 * Routes of the public marketing pages (home, catalogue, about, guide, footer pages).
 * Filled in by the public-site work; the router spreads them into the layout route.
 */
export const marketingRoutes: RouteObject[] = [];
