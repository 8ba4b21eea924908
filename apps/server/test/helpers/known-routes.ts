import type { App } from '../../src/app';

export type KnownRoute = { method: string; url: string };

/**
 * Every route Fastify knows, read from `printRoutes`' tree (`├── /api/orders (POST)` with its
 * children indented below it): a test that iterates them covers a route added later too.
 */
export function knownRoutes(app: App): KnownRoute[] {
  const routes: KnownRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
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
