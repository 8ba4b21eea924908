import type { App } from '../../src/app';

export type RouteEntry = { method: string; url: string };

const TREE_LINE = /^([│├└─ ]*)(\S+)(?: \(([A-Z, ]+)\))?$/;

/** The routes of one `printRoutes` tree: a line's text follows its parent's, indented by 4. */
function parseTree(tree: string): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    const methods = match[3]?.split(', ') ?? [];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}

/**
 * Every route the app answers, HEAD aside (Fastify derives it from GET). find-my-way prints
 * some wildcards in only one of its two tree forms, so both are read.
 */
export function listRoutes(app: App): RouteEntry[] {
  const found = [
    ...parseTree(app.printRoutes({ commonPrefix: false })),
    ...parseTree(app.printRoutes()),
  ];
  const unique = new Map(found.map((route) => [`${route.method} ${route.url}`, route]));
  return [...unique.values()].sort((a, b) => a.url.localeCompare(b.url));
}
