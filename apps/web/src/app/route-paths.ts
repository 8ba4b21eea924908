import type { RouteObject } from 'react-router';

export type RouteWithPath = { path: string; route: RouteObject };

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/** Every route that renders at a URL, with its full path (`/` for the top-level index). */
export function routePaths(routes: readonly RouteObject[], base = '/'): RouteWithPath[] {
  return routes.flatMap((route) => {
    const full = route.path === undefined ? base : joinPath(base, route.path);
    const own = route.index || route.path !== undefined ? [{ path: full, route }] : [];
    return [...own, ...routePaths(route.children ?? [], full)];
  });
}
