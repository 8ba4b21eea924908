import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { DEFAULT_SEO, seoOfMatches, type RouteHandle, type RouteSeo } from '@/app/route-handle';
import { preloadRoutes } from '@/app/route-elements';
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

/** Renders one page to HTML at build time, exactly as the browser will hydrate it. */
export async function render(path: string): Promise<RenderedPage> {
  const routes = createRoutes();
  await preloadRoutes(routes, path);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App routes={routes} />
      </StaticRouter>
    </StrictMode>,
  );
  const matches = matchRoutes(routes, path) ?? [];
  return { html, seo: seoOfMatches(matches.map((match) => match.route)), status: 200 };
}
