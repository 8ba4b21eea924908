import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** A built file kept in memory, in every encoding the build wrote, with its answer's headers. */
export type HeldFile = {
  etag: string;
  contentType: string;
  cacheControl: string;
  /** The same bytes in every encoding the build wrote (`identity` always). */
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
};

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Hashed names never change their bytes; other files may change with a deploy. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';
/** A page is revalidated on every visit (its ETag makes that a 304). */
export const REVALIDATE = 'no-cache';

/** The folders whose files are held (no region lists, no manual), and their types. */
const HELD_FOLDERS = ['assets', 'images'];
const HELD_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
/** A larger file stays on disk, served by the file server. */
const MAX_HELD_BYTES = 1024 * 1024;

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function readHeld(file: string, contentType: string, cacheControl: string): HeldFile {
  const identity = readFileSync(file);
  const held: HeldFile = {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    contentType,
    cacheControl,
    bodies: { identity },
  };
  for (const [encoding, suffix] of ENCODINGS) {
    if (existsSync(file + suffix)) held.bodies[encoding] = readFileSync(file + suffix);
  }
  return held;
}

const relativePath = (root: string, file: string) => relative(root, file).split(sep).join('/');

/**
 * Every HTML file of the web build, read once at start-up: pages are small, and a visitor's first
 * request should not wait on the disk. Keyed by the file's path relative to the build folder
 * (`index.html`, `produk/index.html`, `shell.html`).
 */
export function loadPages(webDistDir: string): Map<string, HeldFile> {
  const pages = new Map<string, HeldFile>();
  for (const file of filesUnder(webDistDir, (name) => name.endsWith('.html'))) {
    const page = readHeld(file, 'text/html; charset=utf-8', REVALIDATE);
    pages.set(relativePath(webDistDir, file), page);
  }
  return pages;
}

/**
 * The built files under assets/ and images/ up to 1 MiB, by URL path: what every page loads.
 * Served from memory, the file server's per-request `stat`, `open`, `read` and the directory read
 * that checks a precompressed copy's spelling are gone (bench/README.md).
 */
export function loadAssets(webDistDir: string): Map<string, HeldFile> {
  const assets = new Map<string, HeldFile>();
  for (const folder of HELD_FOLDERS) {
    const root = join(webDistDir, folder);
    if (!existsSync(root)) continue;
    for (const file of filesUnder(root, (name) => extname(name) in HELD_TYPES)) {
      if (statSync(file).size > MAX_HELD_BYTES) continue;
      const path = `/${relativePath(webDistDir, file)}`;
      const cacheControl = folder === 'assets' ? IMMUTABLE : SHORT;
      assets.set(path, readHeld(file, HELD_TYPES[extname(file)]!, cacheControl));
    }
  }
  return assets;
}

/** The best encoding the client accepts among those the file has. */
export function pickEncoding(held: HeldFile, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (held.bodies.br && /\bbr\b/.test(accepted)) return 'br' as const;
  if (held.bodies.gzip && /\bgzip\b/.test(accepted)) return 'gzip' as const;
  return 'identity' as const;
}
