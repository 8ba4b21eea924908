// After `vite build` (browser) and `vite build --ssr` (dist-ssr): writes the prerendered pages,
// the app shell, sitemap.xml and robots.txt into dist, then brotli and gzip copies of the text
// files (the server sends them with @fastify/static `preCompressed`).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { siteUrls } from './site-urls.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webDir, 'dist');
const ssrDir = join(webDir, 'dist-ssr');
const urls = siteUrls(process.env.PUBLIC_URL);
const SHELL = 'shell.html';
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.xml', '.txt', '.json']);

// The server bundle is only a build tool: never leave it behind, also when rendering fails.
process.on('exit', () => rmSync(ssrDir, { recursive: true, force: true }));
// React's production server renderer, as in the browser bundle.
process.env.NODE_ENV ??= 'production';
const { render, prerenderPaths, DEFAULT_SEO } = await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
);

// A second run (without a new `vite build`) finds index.html already prerendered.
const template = readFileSync(
  join(distDir, existsSync(join(distDir, SHELL)) ? SHELL : 'index.html'),
  'utf8',
);
if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
  throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> placeholders');
}

function escapeHtml(text) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function headTags(seo, path) {
  const tags = [
    `<title>${escapeHtml(seo.title)}</title>`,
    `<meta name="description" content="${escapeHtml(seo.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="id_ID" />`,
    `<meta property="og:title" content="${escapeHtml(seo.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(seo.description)}" />`,
    `<meta name="twitter:card" content="${seo.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  const image = seo.image && urls.absolute(seo.image);
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
  const url = path !== undefined && urls.absolute(path);
  if (url) {
    tags.push(
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
    );
  }
  return tags.join('\n    ');
}

function page(html, head) {
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => html);
}

function write(relativePath, content) {
  const file = join(distDir, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const shell = page('', headTags(DEFAULT_SEO));
write(SHELL, shell);

const paths = prerenderPaths();
for (const path of paths) {
  const { html, seo, status } = await render(path);
  if (status !== 200) throw new Error(`prerendering ${path} answered ${status}`);
  write(
    path === '/' ? 'index.html' : join(path.slice(1), 'index.html'),
    page(html, headTags(seo, path)),
  );
}
if (!paths.includes('/')) write('index.html', shell);

const sitemap = urls.sitemap(paths, escapeHtml);
if (sitemap) write('sitemap.xml', sitemap);
else rmSync(join(distDir, 'sitemap.xml'), { force: true });
write('robots.txt', urls.robots());

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let compressed = 0;
for (const file of files(distDir)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  compressed += 1;
}

console.log(
  `prerendered ${paths.length} page(s): ${paths.join(', ') || '(none)'}; compressed ${compressed} files`,
);
