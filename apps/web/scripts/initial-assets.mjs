// What a prerendered page loads before it is interactive, read from the production build: the
// entry script, stylesheets and preloads named in its HTML, the app main.tsx imports after the
// first paint (hydrate.tsx), the route modules that loads before hydrating (preloadRoutes), and
// everything those import. Chunks fetched later (sections below the fold, other pages) do not count.
// Shared by the bundle budget test (apps/web/test/bundle-budget.test.ts) and the bench.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** main.tsx imports it after the first paint: the router, the route table and hydration. */
const APP_MODULE = 'src/hydrate.tsx';

/** The route modules each measured page renders on its first screen. */
export const PAGE_ROUTE_MODULES = {
  home: ['src/components/layout/public-layout.tsx', 'src/features/home/home-page.tsx'],
  buy: ['src/components/layout/public-layout.tsx', 'src/features/buy/buy-page.tsx'],
  registration: [
    'src/components/layout/public-layout.tsx',
    'src/features/registration/account-type-page.tsx',
  ],
  registrationStep1: [
    'src/components/layout/public-layout.tsx',
    'src/features/registration/step1-page.tsx',
  ],
};

export function readDist(file) {
  return readFileSync(join(DIST_DIR, file));
}

export function gzipSize(files) {
  let total = 0;
  for (const file of files) total += gzipSync(readDist(file), { level: 9 }).length;
  return total;
}

/** The scripts (module entry and preloads) and stylesheets an HTML page names. */
export function htmlAssets(html) {
  const attribute = (pattern) =>
    [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
  return {
    scripts: [
      ...attribute(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...attribute(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ],
    styles: attribute(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

/** The manifest entries reachable through static imports from `roots`. */
function staticClosure(manifest, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop();
    if (key === undefined || seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no entry ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => manifest[key]);
}

/** What `htmlFile` loads first: the entry, the app, the route modules given and their imports. */
export function initialAssets(routeModules, htmlFile) {
  const manifest = JSON.parse(readDist('.vite/manifest.json').toString('utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const chunks = staticClosure(manifest, [...entries, APP_MODULE, ...routeModules]);
  const html = htmlAssets(readDist(htmlFile).toString('utf8'));
  return {
    chunks,
    jsFiles: new Set([...html.scripts, ...chunks.map((chunk) => chunk.file)]),
    cssFiles: new Set([...html.styles, ...chunks.flatMap((chunk) => chunk.css ?? [])]),
  };
}
