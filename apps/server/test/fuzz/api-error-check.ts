import { apiErrorSchema, errorMessages } from '@toko/contracts';
import type { Response } from 'light-my-request';
import { allMessages } from '../../../../packages/contracts/src/messages';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every catalogue text as a pattern: a `{name}` placeholder matches what fills it. */
const CATALOGUE = [...Object.values(allMessages), ...Object.values(errorMessages)].map(
  (text) => new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '.+')}$`, 's'),
);

export const isCatalogueText = (text: string) => CATALOGUE.some((pattern) => pattern.test(text));

/**
 * Why a refusal breaks the API's error contract (`{ error: { code, message, fields? } }` with
 * catalogue texts only), or undefined when it keeps it.
 */
export function errorShapeProblem(response: Response): string | undefined {
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `content-type ${response.headers['content-type']}`;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'body is not JSON';
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return `body ${response.body.slice(0, 200)}`;
  const { message, fields = {} } = parsed.data.error;
  const texts = [message, ...Object.values(fields)];
  const foreign = texts.find((text) => !isCatalogueText(text));
  return foreign === undefined ? undefined : `message outside the catalogue: ${foreign}`;
}
