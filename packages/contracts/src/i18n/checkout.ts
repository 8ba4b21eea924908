import { checkoutMessages } from '../messages/checkout';
import { commonMessages } from '../messages/common';
import { createTranslator } from '../messages/translator';
import { uploadMessages } from '../messages/upload';

/** The checkout steps' texts: loaded only when a checkout step opens. */
export const messages = { ...commonMessages, ...uploadMessages, ...checkoutMessages } as const;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
