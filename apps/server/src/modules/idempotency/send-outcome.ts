import type { FastifyReply } from 'fastify';
import type { IdempotentOutcome } from './idempotent';

/** Marks an answer that replays a stored one: `Idempotent-Replayed: true`. */
export function markReplayed(reply: FastifyReply, replayed: boolean): FastifyReply {
  return replayed ? reply.header('idempotent-replayed', 'true') : reply;
}

/** Sends a `runIdempotent` answer, marked when it is a replay. */
export function sendOutcome<Body>(reply: FastifyReply, outcome: IdempotentOutcome<Body>) {
  return markReplayed(reply, outcome.replayed).status(outcome.status).send(outcome.body);
}
