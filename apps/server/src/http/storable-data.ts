import {
  CONTROL_CHARACTERS_MESSAGE,
  controlCharacterPath,
  MAX_REQUEST_DATA_DEPTH,
  nestsDeeperThan,
} from '@toko/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * A 400 for data nested deeper than any of ours (so no later code walks 100,000 levels), or one
 * naming the field (its dotted path, or `part` for the whole) that holds a control character.
 */
function assertStorableData(value: unknown, part: string): void {
  if (nestsDeeperThan(value, MAX_REQUEST_DATA_DEPTH)) throw new AppError('bad_request');
  const path = controlCharacterPath(value);
  if (path === undefined) return;
  throw new AppError('validation_failed', {
    fields: { [path || part]: CONTROL_CHARACTERS_MESSAGE },
  });
}

/**
 * Refuses a query, route parameter or JSON body holding a control character before any route
 * reads it: such text reaching
 * PostgreSQL would fail the request with a 500 (U+0000) or hide in a stored field.
 */
export function registerStorableDataGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertStorableData(request.params, 'params');
      assertStorableData(request.query, 'query');
      assertStorableData(request.body, 'body');
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
