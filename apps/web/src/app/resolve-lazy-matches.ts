import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules of `location` and writes them into the route objects before the
 * router exists (React Router's documented pattern for hydrating lazy routes), so the first
 * render matches the prerendered HTML instead of flashing a fallback.
 */
export async function resolveLazyMatches(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      } catch {
        // Left lazy: the router loads it again and shows the error boundary if that fails too.
      }
    }),
  );
}
