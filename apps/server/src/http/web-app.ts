import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownPagePath } from '@toko/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { isApiRequestPath, normalisedRequestPath } from './request-path';
import {
  IMMUTABLE,
  loadAssets,
  loadPages,
  pickEncoding,
  REVALIDATE,
  SHORT,
  type HeldFile,
} from './held-files';

function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${'/'}assets${'/'}`)) return IMMUTABLE;
  // With `preCompressed` the file sent is `index.html.br` or `.gz`.
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return REVALIDATE;
  return SHORT;
}

/** A page or built file from memory: the best encoding the client takes, or a 304. */
function sendHeld(request: FastifyRequest, reply: FastifyReply, held: HeldFile, status: number) {
  reply
    .status(status)
    .header('content-type', held.contentType)
    .header('cache-control', held.cacheControl)
    .header('vary', 'accept-encoding')
    .header('etag', held.etag);
  if (status === 200 && request.headers['if-none-match'] === held.etag) {
    return reply.status(304).send();
  }
  const encoding = pickEncoding(held, request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(held.bodies[encoding]);
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML always revalidated.
 * A page path gets its prerendered HTML when there is one, else the app shell; a path that
 * is no page gets the shell with status 404 (the app shows its 404 page). Unknown
 * `/api/...` paths answer JSON 404. The web build writes the prerendered home page to
 * `index.html` and the empty shell to `shell.html`; without `shell.html`, `index.html` is the shell.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
): Promise<void> {
  const built = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      redirect: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn('web app not built: run `npm run build` to serve pages');
  }
  const pages = built ? loadPages(webDistDir) : new Map<string, HeldFile>();
  const shell = pages.get('shell.html') ?? pages.get('index.html');

  // Each prerendered page gets its own route: no file-system miss on the way to it. (The web
  // root is also a directory, which @fastify/static would refuse with 403.)
  for (const [file, page] of pages) {
    const path = file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`;
    if (file === 'shell.html' || !isKnownPagePath(path)) continue;
    app.get(path, (request, reply) => sendHeld(request, reply, page, 200));
  }
  // The files every page loads, from memory too; the rest (region lists, the manual) from disk.
  for (const [path, asset] of built ? loadAssets(webDistDir) : []) {
    app.get(path, (request, reply) => sendHeld(request, reply, asset, 200));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = normalisedRequestPath(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiRequestPath(pathname) || !shell || !isPageRequest) {
      throw new AppError('not_found');
    }
    if (!isKnownPagePath(pathname)) return sendHeld(request, reply, shell, 404);
    const prerendered = pages.get(`${pathname.replace(/^\/+|\/+$/g, '')}/index.html`);
    return sendHeld(request, reply, prerendered ?? shell, 200);
  });
}
