import { adminMessages } from './admin';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { layoutMessages } from './layout';
import { marketingMessages } from './marketing';

/**
 * The one catalogue of user-visible Indonesian text. Keys are `domain.page.element`;
 * a typo in a key is a compile error. Add a domain file per feature and spread it here.
 */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...adminMessages,
  ...layoutMessages,
  ...marketingMessages,
} as const;

export type MessageKey = keyof typeof messages;

/** Looks up a message and fills `{name}` placeholders. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text: string = messages[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export { errorMessages } from './errors';
