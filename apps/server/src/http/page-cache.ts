import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type CachedPage = {
  etag: string;
  /** The same HTML in every encoding the build wrote (`identity` always). */
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
};

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function readPage(file: string): CachedPage {
  const identity = readFileSync(file);
  const page: CachedPage = {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    bodies: { identity },
  };
  for (const [encoding, suffix] of ENCODINGS) {
    if (existsSync(file + suffix)) page.bodies[encoding] = readFileSync(file + suffix);
  }
  return page;
}

/**
 * Every HTML file of the web build, read once at start-up and served from memory: pages are
 * small, and a visitor's first request should not wait on the disk. Keyed by the file's path
 * relative to the build folder (`index.html`, `produk/index.html`, `shell.html`).
 */
export function loadPageCache(webDistDir: string): Map<string, CachedPage> {
  const pages = new Map<string, CachedPage>();
  for (const file of htmlFiles(webDistDir)) {
    pages.set(relative(webDistDir, file).split(sep).join('/'), readPage(file));
  }
  return pages;
}

/** The best encoding the client accepts among those the page has. */
export function pickEncoding(page: CachedPage, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (page.bodies.br && /\bbr\b/.test(accepted)) return 'br' as const;
  if (page.bodies.gzip && /\bgzip\b/.test(accepted)) return 'gzip' as const;
  return 'identity' as const;
}
