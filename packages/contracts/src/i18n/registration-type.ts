import { registrationTypeMessages } from '../messages/registration-type';
import { createTranslator } from '../messages/translator';

/**
 * The account-type page's texts alone: /pendaftaran is the sign-up's landing page, so it leaves
 * the steps' texts (in `registration`) to the step that needs them.
 */
export const messages = registrationTypeMessages;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
