import type { IncomingMessage } from 'node:http';

const ABSOLUTE_FORM = /^(https?):\/\/([^/?#]+)([/?][^#]*)?$/i;

function parsedAuthority(scheme: string, authority: string): string | undefined {
  try {
    const url = new URL(`${scheme}://${authority}`);
    return url.host === '' ? undefined : url.host;
  } catch {
    return undefined;
  }
}

/**
 * Fastify's `rewriteUrl`, run once per request before routing: an absolute-form target
 * (`GET http://localhost:3000/api/orders HTTP/1.1`, RFC 9112 §3.2.2) becomes the origin-form
 * request it stands for, its authority taking the place of the Host header as the RFC says. The
 * router, the file server, the Host check, CSRF, `no-store`, the error shape and the frame
 * policy then all read `request.url` and `request.host` alike: no part reads the target anew.
 * What the router would read as an absolute form (http or https, an authority, no fragment)
 * is what is taken; any other target (`*`, `host:port`) is left for the request guard to refuse.
 */
export function originFormTarget(request: IncomingMessage): string {
  const target = request.url ?? '/';
  if (target.startsWith('/')) return target;
  const match = ABSOLUTE_FORM.exec(target);
  const host = match ? parsedAuthority(match[1]!, match[2]!) : undefined;
  if (!match || host === undefined) return target;
  request.headers.host = host;
  const rest = match[3] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}
