import { commonMessages } from '../messages/common';
import { layoutMessages } from '../messages/layout';
import { marketingMessages } from '../messages/marketing';
import { createTranslator } from '../messages/translator';

/** The public site's texts: the only catalogue the first screen downloads. */
export const messages = { ...commonMessages, ...layoutMessages, ...marketingMessages } as const;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
