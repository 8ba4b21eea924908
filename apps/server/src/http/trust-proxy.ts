import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's `trustProxy` for our setting. Fastify 5 ignores a bare number (it cannot check who
 * the nearest peer is), so a hop count becomes a function: the socket and the next `count - 1`
 * entries from the right of X-Forwarded-For are proxies, the entry after them is the client.
 * A list of addresses is passed on as it is (proxy-addr checks each hop against it).
 */
export function trustProxyOption(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * Whether the peer at the other end of the socket is a proxy we trust, by the same rule as
 * `trustProxyOption` (hop 0, with Fastify's own proxy-addr): only its headers may be believed.
 */
export function trustsPeer(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  const trusted = proxyAddr.compile(trustProxy);
  return (address) => address !== undefined && trusted(address, 0);
}
