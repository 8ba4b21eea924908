// The bare baseline for http-overhead.mjs: node:http answering with the same bytes and the same
// headers as our server (http-overhead.mjs passes it our security headers, BENCH_SECURITY_HEADERS,
// and checks that every answer matches before it measures). The JSON
// answers are built once; the page and the asset are read with `fs` once at start, in every
// encoding the build wrote, and kept in memory, then sent in the encoding the client accepts,
// with the validators our server sends (304 on a matching If-None-Match). BENCH_PAGE and
// BENCH_ASSET name the two files (URL paths into apps/web/dist).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';

const WEB_DIST = 'apps/web/dist';

/** Our server's security headers, as http-overhead.mjs read them from one of its answers. */
const SECURITY_HEADERS = JSON.parse(process.env.BENCH_SECURITY_HEADERS ?? '{}');

/** A request id of our server's shape: 10 characters of Crockford base32, drawn anew each time. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const requestId = () => Array.from(randomBytes(10), (byte) => CROCKFORD[byte & 31]).join('');

const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

const json = (value) => ({
  identity: {
    body: Buffer.from(JSON.stringify(value)),
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  },
});

/** A file and its precompressed copies, each with the headers our server sends with it. */
function staticFile(urlPath, headersOf) {
  const file = join(WEB_DIST, urlPath);
  const variants = {};
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
    ['identity', ''],
  ]) {
    if (!existsSync(file + suffix)) continue;
    const headers = headersOf(file + suffix);
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    variants[encoding] = { body: readFileSync(file + suffix), headers };
  }
  return variants;
}

/** The ETag our server gives a held file: the first 22 characters of its SHA-256, base64url. */
const heldEtag = (urlPath) =>
  `"${createHash('sha256')
    .update(readFileSync(join(WEB_DIST, urlPath)))
    .digest('base64url')
    .slice(0, 22)}"`;

const pagePath = join(process.env.BENCH_PAGE ?? '/produk', 'index.html');
const page = staticFile(pagePath, () => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  vary: 'accept-encoding',
  etag: heldEtag(pagePath),
}));

const assetPath = process.env.BENCH_ASSET;
const extension = assetPath?.slice(assetPath.lastIndexOf('.'));
const asset =
  assetPath &&
  staticFile(assetPath, () => ({
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
    etag: heldEtag(assetPath),
  }));

const ANSWERS = {
  '/api/auth/session': json({ user: null, twoFactorSetupRequired: false }),
  '/api/health': json({ status: 'ok', database: 'up' }),
  [process.env.BENCH_PAGE ?? '/produk']: page,
  ...(assetPath ? { [assetPath]: asset } : {}),
};

function pick(variants, acceptEncoding = '') {
  if (variants.br && /\bbr\b/.test(acceptEncoding)) return variants.br;
  if (variants.gzip && /\bgzip\b/.test(acceptEncoding)) return variants.gzip;
  return variants.identity;
}

http
  .createServer((request, response) => {
    const variants = ANSWERS[request.url];
    if (!variants) {
      response.writeHead(404, { ...SECURITY_HEADERS, 'x-request-id': requestId() }).end();
      return;
    }
    const { body, headers } = pick(variants, request.headers['accept-encoding']);
    if (headers.etag && request.headers['if-none-match'] === headers.etag) {
      response
        .writeHead(304, { ...SECURITY_HEADERS, ...headers, 'x-request-id': requestId() })
        .end();
      return;
    }
    response.writeHead(200, {
      ...SECURITY_HEADERS,
      ...headers,
      'content-length': body.length,
      'x-request-id': requestId(),
    });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
