import type { FastifyReply } from 'fastify';
import type { IdempotentOutcome } from './idempotent';

/**
 * Sends an idempotent write's answer with its status, marked `Idempotent-Replayed: true` when it
 * replays a saved one: the one place that header is set.
 */
export function sendOutcome<Body>(reply: FastifyReply, outcome: IdempotentOutcome<Body>) {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.status).send(outcome.body);
}
