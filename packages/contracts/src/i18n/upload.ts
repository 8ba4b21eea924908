import { commonMessages } from '../messages/common';
import { createTranslator } from '../messages/translator';
import { uploadMessages } from '../messages/upload';

/** The shared upload client's texts: only the lazily loaded screens that upload download them. */
export const messages = { ...commonMessages, ...uploadMessages } as const;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
