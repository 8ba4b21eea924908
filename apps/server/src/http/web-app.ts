import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownPagePath } from '@toko/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${'/'}assets${'/'}`)) return IMMUTABLE;
  // With `preCompressed` the file sent is `index.html.br` or `.gz`.
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return REVALIDATE;
  return SHORT;
}

function sendPage(reply: FastifyReply, file: string, status: number) {
  return reply.status(status).header('cache-control', REVALIDATE).sendFile(file);
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML always revalidated.
 * A page path gets its prerendered HTML when there is one, else the app shell; a path that
 * is no page gets the shell with status 404 (the app shows its 404 page). Unknown
 * `/api/...` paths answer JSON 404. The web build writes the prerendered home page to
 * `index.html` and the empty shell to `shell.html`; without `shell.html`, `index.html` is the shell.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
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
    // The web root is a directory, which @fastify/static refuses (403) without an index.
    app.get('/', (_request, reply) => sendPage(reply, 'index.html', 200));
  } else {
    app.log.warn('web app not built: run `npm run build` to serve pages');
  }

  const shell = built && existsSync(join(webDistDir, 'shell.html')) ? 'shell.html' : 'index.html';

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname === '/api' || pathname.startsWith('/api/') || !built || request.method !== 'GET') {
      throw new AppError('not_found');
    }
    const trimmed = pathname.replace(/\/+$/, '');
    const prerendered = join(trimmed, 'index.html');
    if (isKnownPagePath(pathname) && existsSync(join(webDistDir, prerendered))) {
      return sendPage(reply, prerendered, 200);
    }
    return sendPage(reply, shell, isKnownPagePath(pathname) ? 200 : 404);
  });
}
