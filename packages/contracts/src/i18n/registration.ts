import { commonMessages } from '../messages/common';
import { registrationMessages } from '../messages/registration';
import { registrationCorrectionMessages } from '../messages/registration-correction';
import { createTranslator } from '../messages/translator';
import { uploadMessages } from '../messages/upload';

/** The sign-up steps' texts: loaded only when a sign-up step opens. */
export const messages = {
  ...commonMessages,
  ...uploadMessages,
  ...registrationMessages,
  ...registrationCorrectionMessages,
} as const;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
