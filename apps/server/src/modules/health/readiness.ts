import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance wants requests. Only a shutdown turns it off (`stopServing`); `/api/ready`
 * reads it. The server passes its own to `buildApp`; an app built without one stays ready.
 */
export type Readiness = { stopping: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * A stopping server ends each connection with its answer (`Connection: close`), so the client
 * takes its next request elsewhere. Without it a connection kept alive after a request that
 * was running when the shutdown began would hold the closing server open until it timed out.
 */
export function closeConnectionsWhileStopping(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.readiness.stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}
