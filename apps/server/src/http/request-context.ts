import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

const requests = new AsyncLocalStorage<FastifyRequest>();

/** Marks the rest of this request's work, callbacks and timers included, as belonging to it. */
export function enterRequest(request: FastifyRequest): void {
  requests.enterWith(request);
}

/** The request whose work is running now, if any: an uncaught error's log line names it. */
export function currentRequest(): FastifyRequest | undefined {
  return requests.getStore();
}
