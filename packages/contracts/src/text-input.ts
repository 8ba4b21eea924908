import { validationMessages } from './messages/validation';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: nobody types
 * them, PostgreSQL cannot store U+0000 at all, and U+001F separates the searched columns.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Half of a surrogate pair (half an emoji): JSON can spell it (`"\\ud83d"`), but no UTF-8 can
 * carry it, so PostgreSQL would either fail the query or store U+FFFD in its place.
 */
const LONE_SURROGATE = /\p{Cs}/u;

const unstorable = (text: string) => CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);

export const CONTROL_CHARACTERS_MESSAGE = validationMessages['validation.controlCharacters'];

type Visit = { value: unknown; path: string; depth: number };

/** Each node of `value` depth-first, in document order, without recursion (a body may nest 100,000 deep). */
function* nodes(value: unknown): Generator<Visit> {
  const stack: Visit[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    yield visit;
    if (visit.value === null || typeof visit.value !== 'object') continue;
    const entries = Object.entries(visit.value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      const path = visit.path ? `${visit.path}.${key}` : key;
      stack.push({ value: item, path, depth: visit.depth + 1 });
      stack.push({ value: key, path: visit.path, depth: visit.depth + 1 });
    }
  }
}

/**
 * Where the first string holding a control character or a lone surrogate sits in `value` (a query, a JSON body):
 * its dotted path (`buyer.name`, `items.0.id`; '' for `value` itself), or undefined if none.
 */
export function controlCharacterPath(value: unknown): string | undefined {
  for (const { value: node, path } of nodes(value)) {
    if (typeof node === 'string' && unstorable(node)) return path;
  }
  return undefined;
}

/** Whether `value` nests objects or arrays more than `maxDepth` levels deep (`{ a: {} }` is two). */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  for (const { value: node, depth } of nodes(value)) {
    if (depth >= maxDepth && node !== null && typeof node === 'object') return true;
  }
  return false;
}

// eslint-disable-next-line no-control-regex -- finding them is the point
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- finding them is the point
const NOT_MULTI_LINE = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]/;

type IssueSink = {
  addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void;
};

/**
 * The text fields of `value` holding a character they may not: a single-line field no character
 * below U+0020, no DEL and no lone surrogate; a `multiLine` one (addresses, notes) keeps its line
 * breaks only.
 */
export function fieldsWithControlCharacters(value: object, multiLine: readonly string[]) {
  return Object.entries(value)
    .filter(([field, text]) => {
      if (typeof text !== 'string') return false;
      const forbidden = multiLine.includes(field) ? NOT_MULTI_LINE : NOT_SINGLE_LINE;
      return forbidden.test(text) || LONE_SURROGATE.test(text);
    })
    .map(([field]) => field);
}

/** An object's `superRefine`: each such field gets the control-character message. */
export function refuseControlCharacters(multiLine: readonly string[]) {
  return (value: object, ctx: IssueSink): void => {
    for (const field of fieldsWithControlCharacters(value, multiLine)) {
      ctx.addIssue({ code: 'custom', path: [field], message: CONTROL_CHARACTERS_MESSAGE });
    }
  };
}
