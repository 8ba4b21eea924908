import { backOfficeMessages } from '../messages/back-office';
import { createTranslator } from '../messages/translator';

/** The back office's texts (sign-in included): loaded only with the admin area. */
export const messages = backOfficeMessages;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
