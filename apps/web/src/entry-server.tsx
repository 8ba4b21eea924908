import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DEFAULT_SEO, seoOfMatches, type RouteHandle, type RouteSeo } from '@/app/route-handle';
import { routePaths } from '@/app/route-paths';
import { createRoutes } from '@/app/routes';

export { DEFAULT_SEO };

/** Paths of the routes marked `handle.prerender` (no parameters, no catch-all). */
export function prerenderPaths(): string[] {
  const marked = routePaths(createRoutes()).filter(
    ({ path, route }) =>
      (route.handle as RouteHandle | undefined)?.prerender === true && !/[:*]/.test(path),
  );
  return [...new Set(marked.map(({ path }) => path))];
}

export type RenderedPage = { html: string; seo: RouteSeo; status: number };

/** Renders one page to HTML at build time, as the browser will hydrate it. */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects and cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline hydration script (the CSP forbids it; our routes have no loaders).
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return {
    html,
    seo: seoOfMatches(context.matches.map((match) => match.route)),
    status: context.statusCode,
  };
}
