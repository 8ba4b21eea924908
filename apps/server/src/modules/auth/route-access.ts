import type { Permission } from '@toko/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../http/app-error';
import { isApiRequestPath } from '../../http/request-path';
import { requirePermission, requireSignedInAdmin } from './require-admin';

/**
 * Who may call a route, declared once where the route is (`config: { access }`):
 * - `public`: anyone, signed in or not (the route may still check a link or a token);
 * - `signedIn`: any staff member, before two-factor too (the session, enrolment);
 * - a permission, or a list of which any one will do: a staff member whose role has it.
 */
export type RouteAccess = 'public' | 'signedIn' | Permission | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** The declared access of a route (`GET`, `/api/admin/orders/:id`), as tests read it. */
    routeAccess: (method: string, url: string) => RouteAccess | undefined;
  }
}

/**
 * The access of a route: its declaration, or `public` for the web app's pages and built files
 * (outside `/api`, registered by @fastify/static too, and holding nothing of anyone's).
 */
function accessOf(url: string, declared: RouteAccess | undefined): RouteAccess | undefined {
  return declared ?? (isApiRequestPath(url) ? undefined : 'public');
}

async function enforce(request: FastifyRequest, access: RouteAccess): Promise<void> {
  if (access === 'public') return;
  if (access === 'signedIn') await requireSignedInAdmin(request);
  else await requirePermission(request, access);
}

/**
 * One hook checks every route's declared access before its body is read. A route under `/api`
 * without a declaration is refused to everyone (and the role × route test fails): forgetting
 * one closes a route, never opens it.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  // The options as registered, read when asked: a later `onRoute` hook may still declare.
  const routes = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = typeof route.method === 'string' ? [route.method] : route.method;
    for (const method of methods) routes.set(`${method} ${route.url}`, route);
  });
  app.decorate('routeAccess', (method: string, url: string) => {
    const route = routes.get(`${method} ${url}`);
    return route && accessOf(route.url, route.config?.access);
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = accessOf(request.routeOptions.url ?? '', request.routeOptions.config.access);
    if (access === undefined) {
      request.log.error({ route: request.routeOptions.url }, 'route declares no access');
      throw new AppError('not_authorized');
    }
    await enforce(request, access);
  });
}
