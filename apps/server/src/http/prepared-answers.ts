import type { IncomingMessage } from 'node:http';
import { SECURITY_HEADERS } from './security-headers';

/** An API answer built once at start: the status, headers and bytes its route sends. */
export type PreparedAnswer = {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
};

/**
 * Picks the prepared answer for a plain GET or HEAD of its path, or returns null to leave the
 * request to the route (a cookie to read, a database to ask first).
 */
export type PreparedAnswerChoice = (request: IncomingMessage) => PreparedAnswer | null;

/**
 * A JSON answer with the headers every API answer gets through Fastify: the security headers,
 * the JSON type, `no-store` (api-cache-control.ts); below compression's threshold, so never
 * encoded. Tests compare it with the route's answer byte for byte.
 */
export function preparedJsonAnswer(status: number, json: string): PreparedAnswer {
  const body = Buffer.from(json, 'utf8');
  return {
    status,
    body,
    headers: {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': body.length,
    },
  };
}

/**
 * The API paths answered ahead of Fastify (decision 013), filled by their routes as they
 * register. Only answers that depend on nothing a request carries but the absence of a cookie
 * belong here.
 */
export class PreparedAnswers {
  readonly #choices = new Map<string, PreparedAnswerChoice>();

  add(path: string, choose: PreparedAnswerChoice): void {
    if (this.#choices.has(path)) throw new Error(`${path} already has a prepared answer`);
    this.#choices.set(path, choose);
  }

  get(path: string): PreparedAnswerChoice | undefined {
    return this.#choices.get(path);
  }
}
