import { z } from 'zod';
import { id } from 'zod/locales';
import { createTranslator } from './messages/translator';
import { validationMessages } from './messages/validation';

const t = createTranslator(validationMessages);
const indonesianFallback = id().localeError;

type Issue = z.core.$ZodRawIssue;
type TypeName = keyof typeof TYPE_NAMES;

const TYPE_NAMES = {
  string: 'validation.type.string',
  number: 'validation.type.number',
  int: 'validation.type.number',
  bigint: 'validation.type.number',
  boolean: 'validation.type.boolean',
  array: 'validation.type.array',
  object: 'validation.type.object',
  date: 'validation.type.date',
} as const;

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string | undefined {
  const { origin } = issue;
  if (issue.code === 'too_small') {
    const minimum = String(issue.minimum);
    if (origin === 'string') {
      if (issue.exact) return t('validation.exactLength', { length: minimum });
      return issue.minimum === 1 ? t('validation.required') : t('validation.tooShort', { minimum });
    }
    if (origin === 'array' || origin === 'set') return t('validation.tooFewItems', { minimum });
    if (origin === 'number' || origin === 'int' || origin === 'bigint') {
      return issue.inclusive
        ? t('validation.atLeast', { minimum })
        : t('validation.greaterThan', { minimum });
    }
    return undefined;
  }
  const maximum = String(issue.maximum);
  if (origin === 'string') {
    if (issue.exact) return t('validation.exactLength', { length: maximum });
    return t('validation.tooLong', { maximum });
  }
  if (origin === 'array' || origin === 'set') return t('validation.tooManyItems', { maximum });
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    return issue.inclusive
      ? t('validation.atMost', { maximum })
      : t('validation.lessThan', { maximum });
  }
  return undefined;
}

function fallbackMessage(issue: Issue): string | undefined {
  const fallback = indonesianFallback(issue);
  return typeof fallback === 'string' ? fallback : fallback?.message;
}

/** Plain words for the everyday rules; zod's own Indonesian locale for the rest. */
function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t('validation.required');
      if (issue.expected in TYPE_NAMES) {
        return t('validation.invalidType', { type: t(TYPE_NAMES[issue.expected as TypeName]) });
      }
      return undefined;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_value':
      return t('validation.invalidChoice');
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.invalidEmail') : undefined;
    default:
      return undefined;
  }
}

/**
 * Makes every zod rule without a message of its own speak Indonesian (a schema's own message,
 * like the spec's texts, still wins). The setting is global to the zod instance; call it once
 * wherever validation starts: the server's `buildApp`, the web app's form resolver.
 */
export function configureZodMessages(): void {
  z.config({ localeError: (issue) => plainMessage(issue) ?? fallbackMessage(issue) });
}
