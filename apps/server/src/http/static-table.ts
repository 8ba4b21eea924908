import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { CachedPage } from './page-cache';
import { SECURITY_HEADERS } from './security-headers';

export type Encoding = 'br' | 'gzip' | 'identity';
type Headers = Record<string, string | number>;

/** One encoding of a file: its bytes and every header of its 200 and 304 answers, built once. */
export type StaticVariant = {
  body: Buffer;
  etag: string;
  ok: Headers;
  notModified: Headers;
};

export type StaticEntry = Partial<Record<Encoding, StaticVariant>> & { identity: StaticVariant };

/** The folders of the build whose files are held in memory (no region lists, no manual). */
const HELD_FOLDERS = ['assets', 'images'];
/** A larger file stays on disk, served by the file server. */
const MAX_HELD_BYTES = 1024 * 1024;

/** The types the file server gives these extensions (a file of another type stays on disk). */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const SUFFIXES = { br: '.br', gzip: '.gz', identity: '' } as const;

/** A 200 answer's headers, and those Fastify's path sends with its 304 (which vary by kind). */
function variant(body: Buffer, headers: Headers, notModified: Headers): StaticVariant {
  return {
    body,
    etag: String(headers.etag),
    ok: { ...SECURITY_HEADERS, ...headers, 'content-length': body.length },
    notModified: { ...SECURITY_HEADERS, ...notModified },
  };
}

const encodingHeader = (encoding: Encoding): Headers =>
  encoding === 'identity' ? {} : { 'content-encoding': encoding };

/** A file and its precompressed copies, with the headers @fastify/static sends with each. */
function fileEntry(path: string, contentType: string, cacheControl: string): StaticEntry {
  const entry = {} as StaticEntry;
  for (const [encoding, suffix] of Object.entries(SUFFIXES) as [Encoding, string][]) {
    if (!existsSync(path + suffix)) continue;
    const { size, mtime } = statSync(path + suffix);
    const validators = {
      'accept-ranges': 'bytes',
      'last-modified': mtime.toUTCString(),
      etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
      'cache-control': cacheControl,
      vary: 'accept-encoding',
    };
    const typed = { ...validators, 'content-type': contentType, ...encodingHeader(encoding) };
    // The file server's 304 drops the type of a plain file, and keeps both of an encoded one.
    const notModified = encoding === 'identity' ? validators : typed;
    entry[encoding] = variant(readFileSync(path + suffix), typed, notModified);
  }
  return entry;
}

/** A prerendered page, with the headers `sendPage` in web-app.ts sends. */
function pageEntry(page: CachedPage): StaticEntry {
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
    etag: page.etag,
  };
  const entry = {} as StaticEntry;
  for (const encoding of ['identity', 'br', 'gzip'] as const) {
    const body = page.bodies[encoding];
    if (body) entry[encoding] = variant(body, { ...headers, ...encodingHeader(encoding) }, headers);
  }
  return entry;
}

function heldFiles(webDistDir: string): string[] {
  return HELD_FOLDERS.filter((folder) => existsSync(join(webDistDir, folder))).flatMap((folder) =>
    readdirSync(join(webDistDir, folder), { withFileTypes: true, recursive: true })
      .filter((file) => file.isFile() && extname(file.name) in CONTENT_TYPES)
      .map((file) => join(file.parentPath, file.name))
      .filter((file) => statSync(file).size <= MAX_HELD_BYTES),
  );
}

/**
 * The answers served from memory, by URL path: the prerendered pages (by their route paths) and
 * the files under assets/ and images/ up to 1 MiB, each in every encoding the build wrote.
 */
export function loadStaticTable(
  webDistDir: string,
  pages: ReadonlyMap<string, CachedPage>,
): Map<string, StaticEntry> {
  const table = new Map<string, StaticEntry>();
  for (const [path, page] of pages) table.set(path, pageEntry(page));
  for (const file of heldFiles(webDistDir)) {
    const path = `/${relative(webDistDir, file).split(sep).join('/')}`;
    const cacheControl = path.startsWith('/assets/') ? IMMUTABLE : SHORT;
    table.set(path, fileEntry(file, CONTENT_TYPES[extname(file)]!, cacheControl));
  }
  return table;
}
