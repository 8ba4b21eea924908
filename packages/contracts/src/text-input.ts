import { validationMessages } from './messages/validation';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: nobody types
 * them, PostgreSQL cannot store U+0000 at all, and U+001F separates the searched columns.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = validationMessages['validation.controlCharacters'];

/**
 * Where the first string holding a control character sits in `value` (a query, a JSON body):
 * its dotted path (`buyer.name`, `items.0.id`; '' for `value` itself), or undefined if none.
 */
export function controlCharacterPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found =
      controlCharacterPath(key, path) ?? controlCharacterPath(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
