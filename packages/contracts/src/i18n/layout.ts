import { commonMessages } from '../messages/common';
import { layoutMessages } from '../messages/layout';
import { createTranslator } from '../messages/translator';

/**
 * The public layout's texts (header, footer, titles, errors): every public page downloads them
 * first, so they leave out the marketing pages' texts (in `public`), which the sign-up and the
 * shop do not need.
 */
export const messages = { ...commonMessages, ...layoutMessages } as const;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
