// Which file of the web build the static-asset row measures: the largest file every public page
// loads: the images its HTML names, the entry script and its CSS, and (from the Vite manifest)
// what the entry imports and the app it imports after the first paint, with their static
// imports. The app's lazy routes (the admin area among them) are not followed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const WEB_DIST = 'apps/web/dist';

function prerenderedPages(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A chunk's file, its CSS and those of its static imports, as URL paths. */
function withStaticImports(manifest, key, paths = new Set()) {
  const chunk = manifest[key];
  if (!chunk || paths.has(`/${chunk.file}`)) return paths;
  paths.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) paths.add(`/${css}`);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, paths);
  return paths;
}

/** The URL path of the largest file a public page loads. */
export function largestPublicAsset(dir = WEB_DIST) {
  const loaded = new Set();
  for (const page of prerenderedPages(dir)) {
    for (const [, path] of readFileSync(page, 'utf8').matchAll(/"(\/(?:assets|images)\/[^"?#]+)"/g))
      loaded.add(path);
  }
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  for (const [key, chunk] of Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)) {
    withStaticImports(manifest, key, loaded);
    for (const afterPaint of chunk.dynamicImports ?? [])
      withStaticImports(manifest, afterPaint, loaded);
  }
  const sized = [...loaded].map((path) => ({ path, size: statSync(join(dir, path)).size }));
  return sized.sort((a, b) => b.size - a.size)[0].path;
}
