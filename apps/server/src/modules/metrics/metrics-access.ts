import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { MetricsConfig } from '../../config';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request may read `/metrics`: it bears METRICS_TOKEN, or comes from an address in
 * METRICS_ALLOW. The address is `request.ip`, the client as the app reads it everywhere
 * (TRUST_PROXY decides which forwarded entry that is), so a client cannot name its own.
 */
export function metricsAccess(config: MetricsConfig): (request: FastifyRequest) => boolean {
  const allowed = config.allow.length > 0 ? proxyAddr.compile(config.allow) : () => false;
  const token = config.token === undefined ? undefined : digest(config.token);
  return (request) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    // Compared as digests of equal length, in constant time.
    if (token && bearer !== undefined && timingSafeEqual(digest(bearer), token)) return true;
    return allowed(request.ip, 0);
  };
}
