import type { App } from '../../src/app';

export type KnownRoute = { method: string; url: string };

/** One `printRoutes` tree: a line's segment follows its parent's, indented by 4 per level. */
function parseTree(tree: string): KnownRoute[] {
  const routes: KnownRoute[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    parents.length = depth;
    const url = `${parents.at(-1) ?? ''}${segment}`;
    parents.push(url);
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/**
 * Every route Fastify knows, read from `printRoutes`' trees (`├── /api/orders (POST)` with its
 * children indented below it): a test that iterates them covers a route added later too. The
 * tree without common prefixes prints a wildcard (`/api/files/*`) as a bare `*` at its root, so
 * the prefix tree is read too and a URL that is no path dropped.
 */
export function knownRoutes(app: App): KnownRoute[] {
  const found = [
    ...parseTree(app.printRoutes({ commonPrefix: false })),
    ...parseTree(app.printRoutes()),
  ].filter((route) => route.url.startsWith('/'));
  const unique = new Map(found.map((route) => [`${route.method} ${route.url}`, route]));
  return [...unique.values()];
}
