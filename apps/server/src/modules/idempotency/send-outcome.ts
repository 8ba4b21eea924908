import type { FastifyReply } from 'fastify';
import type { IdempotentOutcome } from './idempotent';

/** Sends a `runIdempotent` answer; a replay is marked with `Idempotent-Replayed: true`. */
export function sendOutcome<Body>(reply: FastifyReply, outcome: IdempotentOutcome<Body>) {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.status).send(outcome.body);
}
