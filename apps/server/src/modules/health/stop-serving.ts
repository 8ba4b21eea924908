import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ShutdownConfig } from '../../config';

/**
 * Stops serving as a load balancer needs it. `/api/ready` answers 503 at once, while requests
 * are still taken for `drainSeconds`, the time a load balancer needs to notice and stop sending.
 * Then Fastify closes: no new connection, idle ones closed, running requests and uploads
 * finishing. Those still running when `graceSeconds` (counted from the start) are over are cut.
 */
export async function stopServing(
  app: FastifyInstance,
  { graceSeconds, drainSeconds }: ShutdownConfig,
): Promise<void> {
  const graceEnds = Date.now() + graceSeconds * 1000;
  app.readiness.phase = 'stopping';
  await sleep(drainSeconds * 1000);
  const cut = setTimeout(() => {
    app.log.warn({ graceSeconds }, 'shutdown grace over: cutting the requests still running');
    app.server.closeAllConnections();
  }, graceEnds - Date.now());
  await app.close();
  clearTimeout(cut);
}
