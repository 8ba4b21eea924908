import { commonMessages } from '../messages/common';
import { createTranslator } from '../messages/translator';

/** Texts every area shares (loading, errors, not found): for shared components and libraries. */
export const messages = commonMessages;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
